import { useI18n } from '../lib/i18n/i18n.tsx';
import { Button } from './button.tsx';

/** Previous / next through a paged listing, with where we are. */
export function Pager({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav
      aria-label={t('common.pagination')}
      className="mt-3 flex flex-wrap items-center justify-between gap-2"
    >
      <p className="text-sm text-stone-700">{t('common.results', { count: total })}</p>
      <div className="flex items-center gap-2">
        <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <span className="text-sm">{t('common.pageOf', { page, pages })}</span>
        <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
