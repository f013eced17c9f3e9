// Pictures below the first screen wait for the page's load event or the visitor's first scroll,
// of the page or of a row of pictures (issue 19). Chrome's lazy loading fetches every picture
// within 1,250 px of the screen (2,500 on a slow network) as soon as the page is parsed: on a
// phone's home, the shop cards, the categories and the magazine — a salon's photographs, 10–30 KB
// each — beside the hero and the page's scripts on the same six connections. Until then the
// picture is in `<noscript>` (a browser running scripts does not load it; one without JavaScript
// shows it as before), in a box of its final size.
import { type ImgHTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { usePageReady } from '../lib/page-loaded.ts';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding'> & {
  /** The box's size classes (width, aspect ratio): the picture covers it, before and after it loads. */
  box: string;
  /** On the first screen of some phone or screen: asked for with the page, as any picture. */
  eager?: boolean;
  /** Grows a little while its card (a `group`) is hovered, unless the visitor asks for less motion. */
  zoomOnHover?: boolean;
};

const ZOOM_ON_HOVER = 'transition-transform duration-200 ease-out motion-safe:group-hover:scale-[1.03]';

/**
 * A picture covering a box of known size. An eager one is asked for at once; another one once the
 * page has loaded or scrolled, or at once if its box is on the screen when the page hydrates (the
 * second card of a row on a wide screen).
 */
export function LaterPicture({
  box,
  eager = false,
  zoomOnHover = false,
  className = '',
  alt = '',
  ...image
}: PictureProps) {
  const ready = usePageReady();
  const holder = useRef<HTMLSpanElement>(null);
  const [onScreen, setOnScreen] = useState(false);
  useLayoutEffect(() => {
    if (eager || ready || !holder.current) return;
    const { top, bottom, left, right } = holder.current.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0 && left < window.innerWidth && right > 0) setOnScreen(true);
  }, [eager, ready]);
  const picture = (
    <img
      {...image}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={['absolute inset-0 h-full w-full object-cover', zoomOnHover ? ZOOM_ON_HOVER : '', className]
        .filter(Boolean)
        .join(' ')}
    />
  );
  return (
    <span ref={holder} className={`relative block overflow-hidden ${box}`}>
      {eager || ready || onScreen ? picture : <noscript>{picture}</noscript>}
    </span>
  );
}
