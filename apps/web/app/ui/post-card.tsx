import type { PostCardData } from '../features/content/magazine/post-types.ts';
import { useT } from '../lib/i18n/use-lang.ts';
import { mediaImage } from '../lib/media-srcset.ts';
import { LaterPicture } from './later-picture.tsx';
import { Link } from './link.tsx';

const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 500;

export function PostCard({
  post,
  eager = false,
  large = false,
}: {
  post: PostCardData;
  eager?: boolean;
  large?: boolean;
}) {
  const t = useT('discovery');
  return (
    <article
      // The ring goes on the card (its link covers it): an outline on the link's ::after would be
      // clipped by the card's overflow (issue 17: no focus ring on magazine cards).
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-line bg-page has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary ${large ? 'flex-col md:flex-row' : 'flex-col'}`}
    >
      {post.image ? (
        <LaterPicture
          {...mediaImage(
            post.image.url,
            large
              ? '(min-width: 768px) 50vw, 100vw'
              : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
            1600,
          )}
          box={`aspect-[8/5] w-full ${large ? 'md:w-1/2' : ''}`}
          eager={eager}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          zoomOnHover
        />
      ) : null}
      <div className={`flex flex-1 flex-col gap-2 p-5 ${large ? 'md:justify-center md:p-8' : ''}`}>
        <p className="flex flex-wrap gap-x-3 text-xs tracking-wide text-muted uppercase">
          {post.featured ? <span className="font-medium text-ink">{t('featured')}</span> : null}
          {post.category ? <span>{post.category}</span> : null}
          {post.date && post.dateTime ? <time dateTime={post.dateTime}>{post.date}</time> : null}
        </p>
        <h3 className={`font-heading leading-snug ${large ? 'text-3xl' : 'text-xl'}`}>
          {/* The whole card is the link's target area; the heading holds the accessible name. */}
          <Link
            to={post.href}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        {post.excerpt ? <p className="text-sm leading-relaxed text-muted">{post.excerpt}</p> : null}
        <span aria-hidden="true" className="mt-auto pt-2 text-sm font-medium underline underline-offset-4">
          {t('readMore')}
        </span>
      </div>
    </article>
  );
}

export function PostGrid({ posts }: { posts: PostCardData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
