import { heroHeight } from '@eclat/domain';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { usePageReady } from '../../../lib/page-loaded.ts';
import type { HeroControlsProps } from './hero-controls.tsx';
import { HeroSlide } from './hero-slide.tsx';
import type { HeroData } from './home-types.ts';

/**
 * Spec §2 home hero: the slides side by side in a scroll-snapping track, rendered by the server
 * (the first picture is the LCP image; a phone swipes between slides even without JavaScript).
 * The carousel's behaviour (autoplay, pause, arrows, dots) is loaded on demand once the page is
 * interactive, and only with more than one slide. The other slides' pictures wait for the page's
 * load event (or a scroll, a swipe among them): the scroller's lazy-loading margin would fetch
 * them with the first, on a slow connection beside the first picture and the scripts, for slides
 * nobody sees for 5 s. At the bottom of the page, with a search typed, the hero collapses to
 * 100 px; otherwise 50vh.
 */
export function HeroBanner({
  hero,
  searchTyped,
  label,
}: {
  hero: HeroData;
  searchTyped: boolean;
  label: string;
}) {
  const t = useT('discovery');
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [Controls, setControls] = useState<ComponentType<HeroControlsProps> | null>(null);
  // The load event, or a scroll: a swipe along the track, the autoplay, the page's (lib/page-loaded.ts).
  const othersShown = usePageReady();
  const collapsed = hero.isBottom && searchTyped;
  const count = hero.slides.length;

  useEffect(() => {
    if (count < 2) return;
    let cancelled = false;
    import('./hero-controls.tsx').then((module) => {
      if (!cancelled) setControls(() => module.HeroControls);
    });
    return () => {
      cancelled = true;
    };
  }, [count]);

  // A track with no link to focus must be focusable itself, to be scrolled with the keyboard: slides
  // without a button, or any slide collapsed (its button is left out at 100 px). Its focus ring is
  // drawn over the slides by the section (an outline of the track is hidden under its own slides).
  const needsFocus = collapsed || hero.slides.every((slide) => slide.button === null);
  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="hero"
      data-collapsed={collapsed ? 'true' : 'false'}
      style={{ height: heroHeight(hero.isBottom, searchTyped) }}
      className="relative w-full overflow-hidden bg-surface transition-[height] duration-200 ease-out after:pointer-events-none after:absolute after:inset-1 after:hidden after:rounded-lg after:border-2 after:border-primary motion-reduce:transition-none has-[>div:focus-visible]:after:block"
    >
      <div
        ref={track}
        tabIndex={needsFocus ? 0 : undefined}
        className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-none [&::-webkit-scrollbar]:hidden"
      >
        {hero.slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern
          <div
            key={`${slide.image.url}|${slide.title}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { index: i + 1, total: count })}
            className="h-full w-full shrink-0 snap-start snap-always"
          >
            <HeroSlide
              slide={slide}
              eager={i === 0}
              pictureLater={i > 0 && !othersShown}
              collapsed={collapsed}
              position={hero.position}
            />
          </div>
        ))}
      </div>
      {Controls ? <Controls root={root} track={track} count={count} collapsed={collapsed} /> : null}
    </section>
  );
}
