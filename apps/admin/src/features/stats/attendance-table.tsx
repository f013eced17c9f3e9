import type { BookingStats } from '@eclat/contracts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { EmptyState } from '../../ui/feedback.tsx';
import { Table, td } from '../../ui/page.tsx';

/**
 * Attendance per shop and month (issue 20): no-show rate, cancellations (late ones, by whom),
 * reminders sent and the fees the policies say are owed.
 */
export function AttendanceTable({
  attendance,
  shopName,
}: {
  attendance: BookingStats['attendance'];
  shopName: (id: number) => string;
}) {
  const { t, lang } = useI18n();
  const count = (v: number) => new Intl.NumberFormat(lang).format(v);
  const month = (m: string) =>
    new Intl.DateTimeFormat(lang, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
      new Date(`${m}-01T12:00:00Z`),
    );
  if (attendance.months.length === 0) return <EmptyState title={t('stats.noAttendance')} />;
  return (
    <Table
      head={[
        t('stats.month'),
        t('today.shop'),
        t('stats.honoured'),
        t('stats.noShows'),
        t('stats.noShowRate'),
        t('stats.cancelled'),
        t('stats.lateCancellations'),
        t('stats.cancelledBy'),
        t('stats.reminders'),
        t('stats.fees'),
      ]}
    >
      {attendance.months.map((m) => (
        <tr key={`${m.month}-${m.shopId}`}>
          <td className={td}>{month(m.month)}</td>
          <td className={td}>{shopName(m.shopId)}</td>
          <td className={td}>{count(m.honoured)}</td>
          <td className={td}>{count(m.noShow)}</td>
          <td className={td}>{formatPercent(m.noShowRate, lang)}</td>
          <td className={td}>{count(m.cancelled)}</td>
          <td className={td}>{count(m.lateCancellations)}</td>
          <td className={td}>
            {[m.cancelledBy.customer, m.cancelledBy.staff, m.cancelledBy.system].map(count).join(' · ')}
          </td>
          <td className={td}>
            {count(m.reminders.sent)}
            {m.reminders.queued > 0 && (
              <span className="block text-xs text-stone-600">
                {t('stats.remindersQueued', { count: m.reminders.queued })}
              </span>
            )}
          </td>
          <td className={td}>{formatMoney(m.fees.noShow + m.fees.lateCancellation, lang)}</td>
        </tr>
      ))}
    </Table>
  );
}
