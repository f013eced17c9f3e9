import type { ReviewMonthlyStats } from '@eclat/contracts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { EmptyState } from '../../ui/feedback.tsx';
import { Table, td } from '../../ui/page.tsx';

/** The average rating per shop and per collaborator, month by month (issue 22). */
export function ReviewRatingsTables({
  stats,
  shopName,
  employeeName,
}: {
  stats: ReviewMonthlyStats;
  shopName: (id: number) => string;
  employeeName: (id: number) => string;
}) {
  const { t, lang } = useI18n();
  const month = (m: string) =>
    new Intl.DateTimeFormat(lang, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
      new Date(`${m}-01T12:00:00Z`),
    );
  const average = (v: number) =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);
  const count = (v: number) => new Intl.NumberFormat(lang).format(v);
  if (stats.shops.length === 0 && stats.employees.length === 0)
    return <EmptyState title={t('stats.noReviews')} />;
  const byMonth = <R extends { month: string }>(rows: R[], name: (r: R) => string) =>
    [...rows].sort((a, b) => a.month.localeCompare(b.month) || name(a).localeCompare(name(b), lang));
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Table
        caption={t('stats.ratingsPerShop')}
        head={[t('stats.month'), t('today.shop'), t('stats.averageRating'), t('stats.reviewCount')]}
      >
        {byMonth(stats.shops, (r) => shopName(r.shopId)).map((r) => (
          <tr key={`${r.month}-${r.shopId}`}>
            <td className={td}>{month(r.month)}</td>
            <td className={td}>{shopName(r.shopId)}</td>
            <td className={td}>{average(r.average)} / 5</td>
            <td className={td}>{count(r.count)}</td>
          </tr>
        ))}
      </Table>
      <Table
        caption={t('stats.ratingsPerCollaborator')}
        head={[t('stats.month'), t('today.collaborator'), t('stats.averageRating'), t('stats.reviewCount')]}
      >
        {byMonth(stats.employees, (r) => employeeName(r.employeeId)).map((r) => (
          <tr key={`${r.month}-${r.employeeId}`}>
            <td className={td}>{month(r.month)}</td>
            <td className={td}>{employeeName(r.employeeId)}</td>
            <td className={td}>{average(r.average)} / 5</td>
            <td className={td}>{count(r.count)}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
