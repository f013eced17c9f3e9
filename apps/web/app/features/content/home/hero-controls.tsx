import { HERO_AUTOPLAY_MS } from '@eclat/domain';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';

export type HeroControlsProps = {
  /** The hero (hover and focus pause the slideshow) and its scroll-snapping track of slides. */
  root: RefObject<HTMLElement | null>;
  track: RefObject<HTMLDivElement | null>;
  count: number;
  collapsed: boolean;
};

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const control =
  'inline-flex size-11 items-center justify-center rounded-full bg-[color-mix(in_oklab,var(--color-page)_88%,transparent)] text-ink shadow-menu transition-colors duration-200 hover:bg-page';

/**
 * The hero's carousel behaviour, loaded on demand by HeroBanner once the page is interactive:
 * autoplay every 5000 ms (spec §9), paused while the hero is hovered or focused and by the pause
 * button (WCAG 2.2.2), none under reduced motion; previous, next and one dot per slide.
 */
export function HeroControls({ root, track, count, collapsed }: HeroControlsProps) {
  const t = useT('discovery');
  const current = useRef(0);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState({ hover: false, focus: false });

  const go = useCallback(
    (to: number) => {
      const element = track.current;
      if (!element) return;
      const next = (to + count) % count;
      element.scrollTo({
        left: next * element.clientWidth,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    [count, track],
  );

  useEffect(() => {
    const element = track.current;
    const section = root.current;
    if (!element || !section) return;
    const onScroll = () => {
      const at = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
      current.current = at;
      setIndex(at);
    };
    const enter = () => setHeld((h) => ({ ...h, hover: true }));
    const leave = () => setHeld((h) => ({ ...h, hover: false }));
    const focusIn = () => setHeld((h) => ({ ...h, focus: true }));
    const focusOut = (event: FocusEvent) => {
      if (!section.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    section.addEventListener('pointerenter', enter);
    section.addEventListener('pointerleave', leave);
    section.addEventListener('focusin', focusIn);
    section.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('scroll', onScroll);
      section.removeEventListener('pointerenter', enter);
      section.removeEventListener('pointerleave', leave);
      section.removeEventListener('focusin', focusIn);
      section.removeEventListener('focusout', focusOut);
    };
  }, [root, track]);

  const running = playing && !held.hover && !held.focus && !collapsed;
  useEffect(() => {
    // Screen readers announce the slides only when they do not change by themselves.
    track.current?.setAttribute('aria-live', running ? 'off' : 'polite');
    if (!running) return;
    const timer = setInterval(() => go(current.current + 1), HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [running, go, track]);

  if (collapsed) return null;
  return (
    <>
      <div className="absolute top-3 right-3 flex gap-2 sm:top-5 sm:right-5">
        <button
          type="button"
          className={control}
          onClick={() => go(index - 1)}
          aria-label={t('previousSlide')}
        >
          <ChevronLeft aria-hidden="true" size={20} />
        </button>
        <button
          type="button"
          className={control}
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? t('pauseSlides') : t('playSlides')}
        >
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        </button>
        <button type="button" className={control} onClick={() => go(index + 1)} aria-label={t('nextSlide')}>
          <ChevronRight aria-hidden="true" size={20} />
        </button>
      </div>
      <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
        {Array.from({ length: count }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position, never reordered
            key={i}
            type="button"
            onClick={() => go(i)}
            aria-label={t('goToSlide', { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            className="group inline-flex size-6 items-center justify-center"
          >
            <span className="block size-2 rounded-full bg-[color-mix(in_oklab,var(--color-page)_60%,transparent)] shadow-menu group-aria-[current=true]:w-5 group-aria-[current=true]:bg-page motion-safe:transition-all" />
          </button>
        ))}
      </div>
    </>
  );
}
