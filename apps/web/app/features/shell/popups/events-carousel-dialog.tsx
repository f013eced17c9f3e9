import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../../lib/media-srcset.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Link } from '../../../ui/link.tsx';
import type { NoticeEvent } from '../notices/notice-types.ts';
import { useNotices } from '../notices/notices-context.tsx';

/** Spec §9: the carousel advances every 10000 ms when it holds more than one event. */
export const EVENT_AUTO_ADVANCE_MS = 10_000;

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function EventSlide({ event }: { event: NoticeEvent }) {
  const external = /^https?:\/\//i.test(event.link?.url ?? '');
  return (
    <article className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:items-center">
      {event.image ? (
        <img
          {...mediaImage(event.image, '(min-width: 768px) 45vw, 100vw', 1600)}
          alt=""
          width={900}
          height={600}
          className="aspect-[3/2] w-full rounded-2xl object-cover"
          decoding="async"
        />
      ) : null}
      <div className="flex flex-col gap-3">
        {event.dates ? (
          <p className="text-sm font-medium tracking-wide text-events-dates">{event.dates}</p>
        ) : null}
        <div
          className="text-lg leading-relaxed text-events-body"
          // Sanitised by the API on write and on read.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised business text
          dangerouslySetInnerHTML={{ __html: event.body }}
        />
        {event.link ? (
          external ? (
            <a
              href={event.link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex min-h-11 w-fit items-center rounded-button bg-events-link px-5 text-sm font-medium text-on-events-link"
            >
              {event.link.title}
            </a>
          ) : (
            <Link
              to={event.link.url}
              className="mt-2 inline-flex min-h-11 w-fit items-center rounded-button bg-events-link px-5 text-sm font-medium text-on-events-link"
            >
              {event.link.title}
            </Link>
          )
        ) : null}
      </div>
    </article>
  );
}

/**
 * The events carousel dialog (spec §2, §4, §9): width 950, current events only, wraps, arrows
 * and dots, auto-advance every 10 s with several events, paused while hovered or focused and
 * off for visitors who prefer reduced motion.
 */
export default function EventsCarouselDialog({
  startIndex,
  onClose,
}: {
  startIndex: number;
  onClose: () => void;
}) {
  const t = useT('shell');
  const events = useNotices()?.events ?? [];
  const reduced = prefersReducedMotion();
  const [viewport, embla] = useEmblaCarousel({ loop: events.length > 1, startIndex, duration: 24 });
  const [selected, setSelected] = useState(startIndex);
  const [paused, setPaused] = useState(false);
  const several = events.length > 1;
  const playing = several && !paused && !reduced;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !playing) return;
    const timer = window.setInterval(() => embla.scrollNext(), EVENT_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [embla, playing]);

  const go = useCallback((index: number) => embla?.scrollTo(index, reduced), [embla, reduced]);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('eventsDialogTitle')}
      closeLabel={t('close')}
      sizeClassName="max-w-[950px]"
      surfaceClassName="bg-events text-events-body [&_[data-dialog-close]]:text-events-close"
    >
      <section
        aria-roledescription="carousel"
        aria-label={t('events')}
        data-testid="events-carousel"
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
        }}
      >
        <div ref={viewport} className="overflow-hidden" aria-live={playing ? 'off' : 'polite'}>
          <div className="flex touch-pan-y">
            {events.map((event, index) => (
              // WAI-ARIA APG carousel: each slide is a group with the "slide" role description.
              // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
              <div
                key={event.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('eventNumber', { index: index + 1, total: events.length })}
                aria-hidden={index !== selected}
                className="min-w-0 shrink-0 grow-0 basis-full px-1"
              >
                <EventSlide event={event} />
              </div>
            ))}
          </div>
        </div>
        {several ? (
          <div className="mt-6 flex items-center justify-between gap-4">
            <button
              type="button"
              aria-label={t('previous')}
              onClick={() => embla?.scrollPrev(reduced)}
              className="inline-flex size-11 items-center justify-center rounded-full border border-[color-mix(in_oklab,currentColor_30%,transparent)]"
            >
              <ChevronLeft aria-hidden="true" size={22} />
            </button>
            <div className="flex items-center gap-1">
              {events.map((event, index) => (
                <button
                  key={event.id}
                  type="button"
                  aria-label={t('goToEvent', { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => go(index)}
                  className="group inline-flex size-11 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all duration-200 ${
                      index === selected
                        ? 'w-6 bg-events-link'
                        : 'w-2 bg-[color-mix(in_oklab,currentColor_40%,transparent)]'
                    }`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              aria-label={t('next')}
              onClick={() => embla?.scrollNext(reduced)}
              className="inline-flex size-11 items-center justify-center rounded-full border border-[color-mix(in_oklab,currentColor_30%,transparent)]"
            >
              <ChevronRight aria-hidden="true" size={22} />
            </button>
          </div>
        ) : null}
      </section>
    </Dialog>
  );
}
