import { StaffPostsAnswerSchema } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { formatDate } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';

const PER_PAGE = 20;

/** The magazine: drafts and published posts, newest first, a page at a time. */
export function PostsPage() {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const list = useLoad(
    (signal) =>
      api.request('/api/posts', {
        query: { all: 1, page, itemPerPage: PER_PAGE },
        schema: StaffPostsAnswerSchema,
        signal,
      }),
    [api, page],
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PER_PAGE)) : 1;
  return (
    <>
      <PageHeader
        title={t('nav.posts')}
        actions={
          <Link
            to="/content/posts/new"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-800 px-4 text-sm font-medium text-white hover:bg-brand-900"
          >
            <Plus aria-hidden size={18} />
            {t('posts.new')}
          </Link>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton rows={8} />
      ) : list.data.posts.length === 0 ? (
        <EmptyState title={t('posts.empty')} />
      ) : (
        <>
          <Table head={[t('posts.titleField'), t('posts.position'), t('posts.publishedAt'), '']}>
            {list.data.posts.map((p) => (
              <tr key={p.id}>
                <td className={td}>
                  <Link className="font-medium text-brand-800 underline" to={`/content/posts/${p.id}`}>
                    {localise(p.title, lang) || p.slug}
                  </Link>
                </td>
                <td className={td}>{t(`posts.position.${p.position as 'all'}`)}</td>
                <td className={td}>{p.publishedAt ? formatDate(p.publishedAt, lang) : '—'}</td>
                <td className={`${td} flex gap-1`}>
                  <Badge tone={p.published ? 'good' : 'warn'}>
                    {p.published ? t('posts.published') : t('posts.draft')}
                  </Badge>
                  {p.isPress && <Badge>{t('posts.press')}</Badge>}
                  {p.vedette.active && <Badge tone="info">{t('posts.featured')}</Badge>}
                </td>
              </tr>
            ))}
          </Table>
          <nav aria-label={t('common.pagination')} className="mt-3 flex items-center justify-end gap-2">
            <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('common.previous')}
            </Button>
            <span className="text-sm">{t('common.pageOf', { page, pages })}</span>
            <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('common.next')}
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
