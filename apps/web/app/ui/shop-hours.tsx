import type { HoursRow } from '../features/catalogue/shop/shop-types.ts';
import { useT } from '../lib/i18n/use-lang.ts';

/** Opening hours per weekday, pauses included, today highlighted (issue 7). */
export function ShopHours({ hours, compact = false }: { hours: HoursRow[]; compact?: boolean }) {
  const t = useT('discovery');
  return (
    <table className={`w-full border-collapse ${compact ? 'text-sm' : ''}`}>
      <caption className="sr-only">{t('openingHours')}</caption>
      <tbody>
        {hours.map((row) => (
          <tr
            key={row.weekday}
            aria-current={row.today ? 'date' : undefined}
            className={`border-b border-line last:border-0 ${row.today ? 'font-medium' : ''}`}
          >
            <th scope="row" className="py-2 pr-4 text-left align-top font-normal">
              <span className={row.today ? 'font-medium' : ''}>{row.day}</span>
              {row.today ? (
                <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-on-primary">
                  {t('today')}
                </span>
              ) : null}
            </th>
            <td className="py-2 text-right align-top tabular-nums">
              {row.closed ? (
                <span className="text-muted">{t('closed')}</span>
              ) : (
                <>
                  <span>{row.open.join(', ')}</span>
                  {row.pauses.length > 0 ? (
                    <span className="block text-xs text-muted">
                      {t('pause', { hours: row.pauses.join(', ') })}
                    </span>
                  ) : null}
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
