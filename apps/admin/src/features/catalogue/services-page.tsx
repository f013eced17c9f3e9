import { ArticlesAdminAnswerSchema, CategoriesAdminAnswerSchema } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';

/** Services (types 1 and 4) and products (type 2), drafts included, with filters. */
export function ServicesPage() {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const [kind, setKind] = useState<'services' | 'products'>('services');
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const articles = useLoad(
    (signal) => api.request('/api/articles/bo', { schema: ArticlesAdminAnswerSchema, signal }),
    [api],
  );
  const categories = useLoad(
    (signal) => api.request('/api/categories/bo', { schema: CategoriesAdminAnswerSchema, signal }),
    [api],
  );
  const needle = search.trim().toLowerCase();
  const rows = (articles.data?.articles ?? [])
    .filter((a) => (kind === 'products' ? a.type === 2 : a.type !== 2))
    .filter((a) => !category || a.categoryIds.includes(Number(category)))
    .filter(
      (a) =>
        !needle ||
        Object.values(a.name).some((n) => n?.toLowerCase().includes(needle)) ||
        a.slug.includes(needle),
    )
    .sort((a, b) => a.order - b.order || localise(a.name, lang).localeCompare(localise(b.name, lang)));

  return (
    <>
      <PageHeader
        title={t('nav.services')}
        actions={
          <Link
            to={`/catalogue/services/new?type=${kind === 'products' ? 2 : 1}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-800 px-4 text-sm font-medium text-white hover:bg-brand-900"
          >
            <Plus aria-hidden size={18} />
            {kind === 'products' ? t('services.newProduct') : t('services.newService')}
          </Link>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('services.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'services' | 'products')}
        >
          <option value="services">{t('services.services')}</option>
          <option value="products">{t('services.products')}</option>
        </SelectField>
        <SelectField
          label={t('nav.categories')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">{t('common.all')}</option>
          {categories.data?.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {localise(c.name, lang)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('common.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {articles.error ? (
        <ErrorNotice error={articles.error} onRetry={articles.reload} />
      ) : !articles.data ? (
        <Skeleton rows={8} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('services.empty')} />
      ) : (
        <Table
          head={[t('services.name'), t('services.duration'), t('services.price'), t('services.shops'), '']}
        >
          {rows.map((a) => (
            <tr key={a.id}>
              <td className={td}>
                <Link className="font-medium text-brand-800 underline" to={`/catalogue/services/${a.id}`}>
                  {localise(a.name, lang) || a.slug}
                </Link>
              </td>
              <td className={td}>{a.durationMinutes ? `${a.durationMinutes} min` : '—'}</td>
              <td className={td}>{formatMoney(a.price, lang)}</td>
              <td className={td}>{a.shops.length}</td>
              <td className={`${td} flex flex-wrap gap-1`}>
                {a.draft && <Badge tone="warn">{t('services.draft')}</Badge>}
                {a.upsellOnly && <Badge>{t('services.upsellOnly')}</Badge>}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
