import { writeBrowserCookie } from '../../../lib/cookies.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../../lib/media-srcset.ts';
import { COUPONS_CLOSED_COOKIE, COUPONS_CLOSED_MAX_AGE } from '../../../lib/popups/coupons-cookie.ts';
import type { CloudWord } from '../../../lib/popups/word-cloud.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { useNotices } from '../notices/notices-context.tsx';
import { useShell } from '../use-shell.ts';

const SIZES: Record<CloudWord['weight'], string> = {
  1: 'text-base opacity-60',
  2: 'text-xl opacity-80',
  3: 'text-3xl',
  4: 'text-5xl sm:text-6xl font-heading text-primary',
};

/**
 * The promo coupon popup (spec §2, §4, §9): max width 780, a cloud of 13 words from the coupons
 * on offer. Closing it sets coupons_closed for one day.
 */
export default function CouponPopup({ onClose }: { onClose: () => void }) {
  const t = useT('shell');
  const { popups } = useShell();
  const words = useNotices()?.couponWords ?? [];
  const offers = [...new Set(words.map((w) => w.text))];

  const close = () => {
    writeBrowserCookie(COUPONS_CLOSED_COOKIE, 'true', { maxAge: COUPONS_CLOSED_MAX_AGE });
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={popups.couponsTitle}
      closeLabel={t('close')}
      sizeClassName="max-w-[780px]"
    >
      <div
        data-testid="coupon-popup"
        className="grid items-center gap-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        {popups.couponsImage ? (
          <img
            {...mediaImage(popups.couponsImage, '260px', 828)}
            alt=""
            // Shown from 640 px only: lazy, a phone never fetches it.
            loading="lazy"
            width={600}
            height={600}
            className="hidden aspect-square w-full rounded-2xl object-cover sm:block"
          />
        ) : null}
        <div className={popups.couponsImage ? '' : 'sm:col-span-2'}>
          {popups.couponsText ? <p className="text-center text-lg">{popups.couponsText}</p> : null}
          <p className="sr-only">{offers.join(' · ')}</p>
          <ul
            aria-hidden="true"
            data-testid="word-cloud"
            className="flex flex-wrap items-baseline justify-center gap-x-4 gap-y-1 py-4 text-center leading-tight font-medium"
          >
            {words.map((word, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cloud repeats words on purpose
              <li key={index} className={SIZES[word.weight]}>
                {word.text}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center">
            <Link to="/services" onClick={close} className={buttonClass.primary}>
              {t('couponsCta')}
            </Link>
          </p>
        </div>
      </div>
    </Dialog>
  );
}
