import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { loadPostPage } from '../../features/content/magazine/magazine-pages.server.ts';
import { PostPage } from '../../features/content/magazine/magazine-pages.tsx';
import { pageStorefront } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/magazine-post.ts';

/** Spec §2 /magazine/{post}: one post, in the page's language only. */
export function loader({ context, params }: Route.LoaderArgs) {
  return loadPostPage(pageStorefront(context), params.post);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function MagazinePost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PostPage data={loaderData} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
