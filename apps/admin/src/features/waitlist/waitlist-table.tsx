import type { StaffWaitlistEntry } from '@eclat/contracts';
import { Send } from 'lucide-react';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { Table, td } from '../../ui/page.tsx';
import { weekdayNames } from './weekdays.ts';

const TONE = {
  waiting: 'info',
  offered: 'warn',
  booked: 'good',
  cancelled: 'neutral',
  expired: 'neutral',
} as const;

/** The entries in queue order, each with its wish and its live offer; waiting ones can be offered a time. */
export function WaitlistTable({
  entries,
  timeZone,
  onOffer,
}: {
  entries: StaffWaitlistEntry[];
  timeZone: (shopId: number) => string;
  onOffer: (entry: StaffWaitlistEntry) => void;
}) {
  const { t, lang } = useI18n();
  return (
    <Table
      caption={t('waitlist.queue')}
      head={[
        t('waitlist.position'),
        t('orders.customer'),
        t('waitlist.wish'),
        t('waitlist.when'),
        t('today.status'),
        t('waitlist.offer'),
        '',
      ]}
    >
      {entries.map((entry) => {
        const zone = timeZone(entry.shopId);
        return (
          <tr key={entry.id} data-testid="waitlist-entry">
            <td className={td}>{entry.position ?? '—'}</td>
            <td className={td}>
              <span className="font-medium">{entry.customer.name}</span>
              <span className="block text-xs text-stone-600">
                {[entry.customer.email, entry.customer.phone].filter(Boolean).join(' · ')}
              </span>
            </td>
            <td className={td}>
              {entry.serviceNames.join(' + ')}
              <span className="block text-xs text-stone-600">
                {entry.shopName} · {entry.employeeName ?? t('today.anyCollaborator')}
              </span>
            </td>
            <td className={td}>
              {weekdayNames(entry.weekdays, lang).join(', ')}
              <span className="block text-xs text-stone-600">
                {entry.parts.map((p) => t(`waitlist.part.${p}`)).join(', ')}
              </span>
              <span className="block text-xs text-stone-600">
                {t('waitlist.until', { date: formatDay(entry.untilDate, lang, true) })}
              </span>
            </td>
            <td className={td}>
              <Badge tone={TONE[entry.status]}>{t(`waitlist.status.${entry.status}`)}</Badge>
            </td>
            <td className={td}>
              {entry.offer && entry.offer.status === 'open' ? (
                <>
                  {formatDateTime(entry.offer.startsAt, lang, zone)}
                  {entry.offer.employeeName ? ` · ${entry.offer.employeeName}` : ''}
                  <span className="block text-xs text-stone-600">
                    {t('waitlist.answerBy', { time: formatDateTime(entry.offer.expiresAt, lang, zone) })}
                    {entry.offer.origin === 'staff' ? ` · ${t('waitlist.byHand')}` : ''}
                  </span>
                </>
              ) : (
                '—'
              )}
            </td>
            <td className={td}>
              {entry.status === 'waiting' && (
                // The name says whose entry (the visible text first, WCAG 2.5.3); no sr-only span here:
                // positioned against the page, it would widen a phone's page past the scrolling table.
                <Button
                  size="sm"
                  icon={<Send aria-hidden size={16} />}
                  aria-label={`${t('waitlist.offerTime')} — ${entry.customer.name}`}
                  onClick={() => onOffer(entry)}
                >
                  {t('waitlist.offerTime')}
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
