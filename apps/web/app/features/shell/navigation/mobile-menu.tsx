import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { iconButtonClass } from '../../../ui/icon-button.ts';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

/** The phone's menu button; the drawer's code loads on the first tap (it is not in the page's JS). */
export function MobileMenu() {
  const t = useT('shell');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        // Start loading the drawer as the finger lands, so it is there when the tap ends.
        onPointerDown={() => setWanted(true)}
        className={`${iconButtonClass} -ml-2`}
      >
        <Menu aria-hidden="true" size={24} strokeWidth={1.6} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
