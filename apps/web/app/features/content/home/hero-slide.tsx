import { mediaAtWidth, mediaSrcSet } from '../../../lib/media-srcset.ts';
import { Link } from '../../../ui/link.tsx';
import type { SlideData } from './home-types.ts';

/** The hero is 16:9 on a desktop, 4:5 on a phone (UI.md); the box height is the hero's. */
const WIDTH = 1600;
const HEIGHT = 900;

/**
 * One slide: the picture fills the hero, the text sits on a panel of the page colour (readable on
 * any picture). The first slide is rendered by the server and is the page's LCP element.
 */
export function HeroSlide({
  slide,
  eager,
  pictureLater = false,
  collapsed,
  headingLevel = 2,
  position = 'center',
}: {
  slide: SlideData;
  position?: string;
  eager: boolean;
  /**
   * The picture only for visitors without JavaScript (in `<noscript>`, which a browser running
   * scripts does not load): the carousel shows it once the page has loaded.
   */
  pictureLater?: boolean;
  collapsed: boolean;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Issue 19: our pictures at the width the screen needs, as WebP; React preloads the first
  // slide's (fetchPriority high) with the same srcset and sizes.
  const srcSet = mediaSrcSet(slide.image.url);
  const picture = (
    <img
      src={srcSet ? mediaAtWidth(slide.image.url, 1600) : slide.image.url}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? '100vw' : undefined}
      alt={slide.image.alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      // The page's scripts wait for this picture's paint (lib/scripts-after-paint.server.ts).
      data-paint-first={eager ? '' : undefined}
      style={{ objectPosition: position }}
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
  return (
    <div className="relative h-full w-full overflow-hidden">
      {pictureLater ? <noscript>{picture}</noscript> : picture}
      <div
        className={`relative mx-auto flex h-full w-full max-w-site items-end px-5 ${collapsed ? 'pb-3' : 'pb-8 sm:pb-12'}`}
      >
        <div
          className={`max-w-xl rounded-2xl bg-[color-mix(in_oklab,var(--color-page)_90%,transparent)] text-ink shadow-menu ${collapsed ? 'px-4 py-2' : 'p-5 sm:p-7'}`}
        >
          <Heading
            className={`font-heading leading-tight tracking-tight ${collapsed ? 'text-lg' : 'text-3xl sm:text-4xl'}`}
          >
            {slide.title}
          </Heading>
          {collapsed ? null : (
            <>
              {slide.text ? <p className="mt-2 leading-relaxed text-muted sm:text-lg">{slide.text}</p> : null}
              {slide.button ? (
                slide.button.external ? (
                  <a
                    href={slide.button.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-4 inline-flex min-h-11 items-center rounded-button bg-primary px-5 text-sm font-medium text-on-primary shadow-button hover:bg-primary-hover"
                  >
                    {slide.button.label}
                  </a>
                ) : (
                  <Link
                    to={slide.button.href}
                    className="mt-4 inline-flex min-h-11 items-center rounded-button bg-primary px-5 text-sm font-medium text-on-primary shadow-button hover:bg-primary-hover"
                  >
                    {slide.button.label}
                  </Link>
                )
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
