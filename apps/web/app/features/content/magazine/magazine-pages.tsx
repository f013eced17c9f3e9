import { useT } from '../../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../../lib/media-srcset.ts';
import { Link } from '../../../ui/link.tsx';
import { Breadcrumbs, EmptyState, PageFrame, PageHeading } from '../../../ui/page-frame.tsx';
import { PostCard, PostGrid } from '../../../ui/post-card.tsx';
import { richTextClass } from '../../../ui/rich-text.ts';
import type { MagazineView, PostView } from './magazine-types.ts';

const chip =
  'inline-flex min-h-11 items-center rounded-button border border-line px-4 text-sm transition-colors duration-200 hover:bg-surface aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary';

function pageHref(base: string, category: string | null, page: number) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** Spec §2 /magazine and /presse: the list with its categories and the featured post. */
export function MagazinePage({ data }: { data: MagazineView }) {
  const t = useT('discovery');
  const base = data.kind === 'press' ? '/presse' : '/magazine';
  const title = data.kind === 'press' ? t('pressTitle') : t('magazineTitle');
  const current = data.categories.find((c) => c.slug === data.category);
  return (
    <PageFrame>
      <Breadcrumbs items={[{ label: t('home'), to: '/' }, { label: title }]} />
      <PageHeading
        title={current?.name ?? title}
        intro={data.kind === 'press' ? t('pressIntro') : t('magazineIntro')}
      />
      {data.categories.length > 1 ? (
        <nav aria-label={t('postCategoriesNav')} className="-mx-5 mb-8 overflow-x-auto px-5">
          <ul className="flex w-max gap-2">
            <li>
              <Link to={base} aria-current={data.category === null ? 'page' : undefined} className={chip}>
                {t('allPosts')}
              </Link>
            </li>
            {data.categories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={pageHref(base, c.slug, 1)}
                  aria-current={c.slug === data.category ? 'page' : undefined}
                  className={chip}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.featured ? (
        <section aria-labelledby="featured-heading" className="mb-12">
          <h2 id="featured-heading" className="sr-only">
            {t('featured')}
          </h2>
          <PostCard post={data.featured} eager large />
        </section>
      ) : null}
      {data.posts.length > 0 ? (
        <PostGrid posts={data.posts} />
      ) : data.featured ? null : (
        <EmptyState text={t('noPosts')} action={{ label: t('backHomeLink'), to: '/' }} />
      )}
      {data.pages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-4 text-sm">
          {data.page > 1 ? (
            <Link
              to={pageHref(base, data.category, data.page - 1)}
              rel="prev"
              className="underline underline-offset-4"
            >
              {t('previousPage')}
            </Link>
          ) : null}
          <span aria-current="page">{t('pageOf', { page: data.page, pages: data.pages })}</span>
          {data.page < data.pages ? (
            <Link
              to={pageHref(base, data.category, data.page + 1)}
              rel="next"
              className="underline underline-offset-4"
            >
              {t('nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </PageFrame>
  );
}

/** Spec §2 /magazine/{post}: the post with its sanitised rich text. */
export function PostPage({ data }: { data: PostView }) {
  const t = useT('discovery');
  const { post } = data;
  const list = post.isPress
    ? { label: t('pressTitle'), to: '/presse' }
    : { label: t('magazineTitle'), to: '/magazine' };
  return (
    <PageFrame>
      <Breadcrumbs items={[{ label: t('home'), to: '/' }, list, { label: post.title }]} />
      <article className="mx-auto max-w-3xl">
        <header className="mb-8">
          <p className="flex flex-wrap gap-x-3 text-sm tracking-wide text-muted uppercase">
            {post.category ? <span>{post.category}</span> : null}
            {post.date && post.dateTime ? <time dateTime={post.dateTime}>{post.date}</time> : null}
          </p>
          <h1 className="mt-2 font-heading text-4xl leading-tight tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          {post.excerpt ? <p className="mt-4 text-xl leading-relaxed text-muted">{post.excerpt}</p> : null}
        </header>
        {post.image ? (
          <img
            {...mediaImage(post.image.url, '(min-width: 768px) 768px, 100vw', 2048)}
            alt=""
            width={1200}
            height={750}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="mb-10 aspect-[8/5] w-full rounded-2xl object-cover"
          />
        ) : null}
        <div
          className={richTextClass}
          // Sanitised by the API on write and on read (API conventions "Rich text").
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised business text
          dangerouslySetInnerHTML={{ __html: post.body }}
        />
      </article>
      {data.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="mb-6 font-heading text-3xl">
            {t('relatedPosts')}
          </h2>
          <PostGrid posts={data.related} />
        </section>
      ) : null}
    </PageFrame>
  );
}
