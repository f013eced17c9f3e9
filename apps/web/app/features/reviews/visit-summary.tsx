import type { ReviewableVisit } from '@eclat/contracts';
import { formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { useShell } from '../shell/use-shell.ts';

/** The visit a review is about: place, service, collaborator and day (in the shop's time zone). */
export function VisitSummary({ visit, timeZone }: { visit: ReviewableVisit; timeZone: string }) {
  const t = useT('reviews');
  const { locale } = useShell();
  const rows: [string, string][] = [
    [t('visitShop'), visit.shopName],
    ...(visit.serviceName ? [[t('visitService'), visit.serviceName] as [string, string]] : []),
    ...(visit.employeeName ? [[t('visitCollaborator'), visit.employeeName] as [string, string]] : []),
    [t('visitDate'), formatDateTime(visit.startsAt, locale, timeZone)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="visit">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
