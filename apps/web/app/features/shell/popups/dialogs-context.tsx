import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

export type DialogKind = 'events' | 'alerts' | 'coupons';
type Active = { kind: DialogKind; index: number } | null;

const EventsCarouselDialog = lazy(() => import('./events-carousel-dialog.tsx'));
const AlertsDialog = lazy(() => import('./alerts-dialog.tsx'));
const CouponPopup = lazy(() => import('./coupon-popup.tsx'));

type Dialogs = {
  active: Active;
  open: (kind: DialogKind, index?: number, onClosed?: () => void) => void;
  close: () => void;
};

const DialogsContext = createContext<Dialogs | null>(null);

/**
 * One popup at a time (spec §2 popups), each loaded only when first opened: the carousel, the
 * alerts pager and the coupon cloud ship in their own chunks, not in the page's JavaScript.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<Active>(null);
  const onClosed = useRef<(() => void) | undefined>(undefined);

  const open = useCallback((kind: DialogKind, index = 0, then?: () => void) => {
    onClosed.current = then;
    setActive({ kind, index });
  }, []);
  const close = useCallback(() => {
    setActive(null);
    const then = onClosed.current;
    onClosed.current = undefined;
    then?.();
  }, []);
  const value = useMemo(() => ({ active, open, close }), [active, open, close]);

  return (
    <DialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {active?.kind === 'events' ? (
          <EventsCarouselDialog startIndex={active.index} onClose={close} />
        ) : null}
        {active?.kind === 'alerts' ? <AlertsDialog onClose={close} /> : null}
        {active?.kind === 'coupons' ? <CouponPopup onClose={close} /> : null}
      </Suspense>
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs outside DialogsProvider');
  return value;
}
