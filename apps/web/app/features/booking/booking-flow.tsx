import {
  addToBookingCart,
  arriveWithService,
  bookedServiceIds,
  chainChoice,
  collaboratorsByService,
  distinctServices,
  emptyBookingCart,
  localDay,
  setBookingCartCount,
} from '@eclat/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { localisePath, stripLangPrefix } from '../../lib/i18n/lang-path.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import { Notice } from '../../ui/notice.tsx';
import { loginPath } from '../account/auth/return-path.ts';
import type { SocialKeys } from '../account/auth/social-identity.ts';
import { useCustomerSession } from '../account/customer-session.tsx';
import { useTracking } from '../shell/integrations/tracking.ts';
import { useShell } from '../shell/use-shell.ts';
import { readBookingCart, writeBookingCart } from './booking-cart-storage.ts';
import { BookingBreadcrumb, type BookingStep } from './booking-steps.tsx';
import { BookingSummary, focusPrimaryAction, type SummaryAction } from './booking-summary.tsx';
import { PolicyTerms } from './cancellation-terms.tsx';
import type { DetailsValues } from './details-step.tsx';
import { cartPolicyParts } from './policy-parts.ts';
import { servicesToAdd } from './service-catalogue.ts';
import { type CollaboratorChoice, SlotPicker } from './slot-picker.tsx';
import type {
  AvailabilityDay,
  AvailabilitySlot,
  BookableService,
  BookingCartState,
  BookingLine,
  BookingSettings,
  BookingShop,
  Person,
  ServiceCatalogue,
} from './types.ts';
import { lineFor } from './types.ts';
import { availabilityKey, useAvailability } from './use-availability.ts';
import { useBookingSubmit } from './use-booking-submit.ts';

/** The details form, submitted by the summary's confirm button. */
const DETAILS_FORM_ID = 'booking-details';

/**
 * Focus goes to the new step's heading (issue 17: not lost to <body>); the details step comes in
 * its own chunk, so its heading may take a few frames to appear.
 */
function focusStepHeading(container: HTMLElement | null, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const heading = container?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    } else if (framesLeft > 0) focusStepHeading(container, framesLeft - 1);
    else container?.focus();
  });
}

// Sign-in, registration and the payment providers' front ends come with the details step only.
const DetailsStep = lazy(() => import('./details-step.tsx').then((m) => ({ default: m.DetailsStep })));
// The service and shop steps come when shown (issue 19): the page opened from a shop's "book" link
// starts at the times, and their code (steppers, the catalogue, the shop list) stays off it.
const ServiceStep = lazy(() => import('./service-step.tsx').then((m) => ({ default: m.ServiceStep })));
const ShopStep = lazy(() => import('./shop-step.tsx').then((m) => ({ default: m.ShopStep })));
// The waitlist form (issue 21) comes when asked for: most visitors find a time.
const WaitlistJoinForm = lazy(() => import('./waitlist/join-form.tsx'));

/** ?waitlist= brings a visitor back from signing in to the waitlist form: a full day, or "any". */
const WAITLIST_PARAM = 'waitlist';
/** A chain waits as a whole; the API takes up to five services. */
const WAITLIST_MAX_SERVICES = 5;

export type BookingFlowProps = {
  service: BookableService | null;
  upsells: BookableService[];
  catalogue: ServiceCatalogue;
  shops: BookingShop[];
  shopId: number | null;
  today: string | null;
  week: string | null;
  availability: AvailabilityDay[] | null;
  settings: BookingSettings;
  social: SocialKeys;
  /** The collaborator preselected by "Book again" (issue 17), or null: anyone. */
  employeeId: number | null;
  /** That collaborator's times of the week shown, read by the server for the first paint. */
  employeeAvailability: AvailabilityDay[] | null;
};

const cartEvent = (line: BookingLine, shop: BookingShop | null) => ({
  item_id: String(line.id),
  item_name: line.name,
  price: line.price / 100,
  shop_id: line.shopId,
  shop_name: shop?.name,
});

/**
 * The booking flow (issue 8, UI.md "The booking moment"): service → shop → date & time →
 * details → confirmation, around the booking cart of local storage (spec §4).
 */
export function BookingFlow(props: BookingFlowProps) {
  const t = useT('journeys');
  const shellT = useT('shell');
  const { lang, currency } = useShell();
  const navigate = useNavigate();
  const { track } = useTracking();
  const { service, settings } = props;

  const initialCart: BookingCartState =
    service && props.shopId !== null
      ? {
          items: [lineFor(service, props.shopId)],
          total: lineFor(service, props.shopId).price,
          shopId: props.shopId,
        }
      : emptyBookingCart<BookingLine>();
  const [cart, setCart] = useState<BookingCartState>(initialCart);
  const [shopId, setShopId] = useState<number | null>(props.shopId);
  const [step, setStep] = useState<BookingStep>(
    service ? (props.shopId === null ? 'shop' : 'slot') : 'service',
  );
  const [conflict, setConflict] = useState<BookingCartState | null>(null);
  const [today, setToday] = useState<string | null>(props.today);
  const [week, setWeek] = useState<string | null>(props.week ?? props.today);
  // The collaborator chosen per service (null: anyone), ADR 0017.
  const [chosen, setChosen] = useState<Record<number, number | null>>(() =>
    service && props.employeeId !== null ? { [service.id]: props.employeeId } : {},
  );
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const [slot, setSlot] = useState<AvailabilitySlot | null>(null);
  const [details, setDetails] = useState<DetailsValues>({ message: '', couponCode: '', giftCode: '' });
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The day of a time lost to another customer: the times reopen on it (issue 17).
  const [lostDay, setLostDay] = useState<string | null>(null);
  const stepHeading = useRef<HTMLDivElement>(null);
  const session = useCustomerSession();
  const previousStatus = useRef(session.status);
  const location = useLocation();
  // The waitlist form: closed (undefined), or opened from a full day (that day) or from "no time
  // suits" (null).
  const [waitlistDay, setWaitlistDay] = useState<string | null | undefined>(undefined);

  const shop = props.shops.find((s) => s.id === shopId) ?? null;
  const serviceIds = bookedServiceIds(cart);
  const distinct = distinctServices(serviceIds);
  // One service: its chosen collaborator does it all (mode 2); a chain: a choice per service.
  const employeeId = distinct.length === 1 ? (chosen[distinct[0] as number] ?? null) : null;
  const employeeIds = distinct.length > 1 ? chainChoice(serviceIds, chosen) : null;
  const toAdd = servicesToAdd(props.catalogue, shop, cart);

  const arrive = (chosen: BookingShop, stored: BookingCartState | null) => {
    if (!service) return;
    const arrival = arriveWithService(stored, lineFor(service, chosen.id));
    if (arrival.kind === 'ready') {
      setCart(arrival.cart);
      if (arrival.added) track('sb_booking_cart', cartEvent(lineFor(service, chosen.id), chosen));
    } else {
      setCart(arrival.cart);
      setConflict(arrival.cart);
    }
  };

  // Spec §4: the booking cart of local storage joins the service asked for, once in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    const stored = readBookingCart();
    if (service && shop) arrive(shop, stored);
    else if (!service && stored && stored.items.length > 0) {
      const storedShop = props.shops.find((s) => s.id === stored.shopId);
      setCart(stored);
      if (storedShop) {
        const day = localDay(Date.now(), storedShop.timeZone);
        setShopId(storedShop.id);
        setToday(day);
        setWeek(day);
        setStep('slot');
      }
    }
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (hydrated && !conflict) writeBookingCart(cart);
  }, [cart, hydrated, conflict]);

  const query =
    shop && today && week && serviceIds.length > 0 && !conflict
      ? { shopId: shop.id, serviceIds, week, today, employeeId, employeeIds }
      : null;
  // The server's first answer: the collaborator's times when "Book again" named one, else anyone's.
  const initial = useMemo(() => {
    const named = props.employeeId !== null && props.employeeAvailability !== null;
    const days = named ? props.employeeAvailability : props.availability;
    return days && props.shopId !== null && props.today && service
      ? {
          key: availabilityKey({
            shopId: props.shopId,
            serviceIds: [service.id],
            week: props.week ?? props.today,
            today: props.today,
            employeeId: named ? props.employeeId : null,
          }),
          days,
        }
      : null;
  }, [
    props.availability,
    props.employeeAvailability,
    props.employeeId,
    props.shopId,
    props.today,
    props.week,
    service,
  ]);
  const availability = useAvailability(query, initial);
  const [people, setPeople] = useState<Map<number, Person[]>>(() =>
    service ? collaboratorsByService(props.availability ?? [], [service.id]) : new Map(),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: serviceIds follows the days asked for
  useEffect(() => {
    // A single service's names come from "any collaborator" answers (choosing one keeps the others
    // offered); a chain's answers name everyone per service whatever was chosen.
    const days = availability.days;
    if (days && (employeeId === null || days.some((d) => d.chain)))
      setPeople(collaboratorsByService(days, serviceIds));
  }, [availability.days, employeeId]);
  const collaborators: CollaboratorChoice[] = distinct.map((id) => ({
    serviceId: id,
    name: distinct.length > 1 ? (cart.items.find((line) => line.id === id)?.name ?? null) : null,
    people: people.get(id) ?? [],
    chosen: chosen[id] ?? null,
  }));

  const submit = useBookingSubmit({
    cart,
    shop,
    slot,
    employeeId,
    employeeIds,
    details,
    onSlotTaken: () => {
      setLostDay(slot?.day ?? null);
      setSlot(null);
      setStep('slot');
      setNotice(t('slotTaken'));
      availability.refresh();
    },
    onConfirmed: (orderId) => {
      track('sb_booking', {
        order_id: orderId,
        shop_id: shop?.id,
        value: cart.total / 100,
        items: cart.items.map((line) => cartEvent(line, shop)),
      });
      writeBookingCart(emptyBookingCart<BookingLine>());
      navigate(localisePath(`/reservation/confirmation/${orderId}`, lang));
    },
  });

  const go = (next: BookingStep) => {
    setStep(next);
    setNotice(null);
    setLostDay(null);
    focusStepHeading(stepHeading.current);
  };

  // Signed in or registered inside the booking: the view and focus go to the confirm button
  // (issue 17), not back to the top of the page or to <body>.
  useEffect(() => {
    if (session.status === 'customer' && previousStatus.current === 'guest' && step === 'details')
      requestAnimationFrame(focusPrimaryAction);
    previousStatus.current = session.status;
  }, [session.status, step]);

  const waitlistOn =
    settings.waitlist !== null && serviceIds.length > 0 && serviceIds.length <= WAITLIST_MAX_SERVICES;
  // Signed-in customers only: a visitor signs in first and comes back to the form.
  const openWaitlist = (day: string | null) => {
    if (session.status === 'customer') {
      setWaitlistDay(day);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.set(WAITLIST_PARAM, day ?? 'any');
    if (shopId !== null && params.has('service')) params.set('shop', String(shopId));
    if (employeeId !== null) params.set('employee', String(employeeId));
    navigate(localisePath(loginPath(`${stripLangPrefix(location.pathname)}?${params}`), lang));
  };
  // Back from signing in: the form opens by itself, once.
  const waitlistAsked = new URLSearchParams(location.search).get(WAITLIST_PARAM);
  const waitlistResumed = useRef(false);
  useEffect(() => {
    if (waitlistResumed.current || !waitlistAsked || !waitlistOn || step !== 'slot') return;
    if (session.status !== 'customer') return;
    waitlistResumed.current = true;
    setWaitlistDay(/^\d{4}-\d{2}-\d{2}$/.test(waitlistAsked) ? waitlistAsked : null);
  }, [waitlistAsked, waitlistOn, step, session.status]);

  const pickSlot = (picked: AvailabilitySlot) => {
    setSlot(picked);
    setNotice(null);
    // The next step comes into reach: the summary's button, enabled once this renders.
    requestAnimationFrame(focusPrimaryAction);
  };

  // The policy the booking will be made under, said before confirming (issue 20).
  const known = useMemo(
    () => [...(service ? [service] : []), ...props.upsells, ...props.catalogue.flatMap((c) => c.services)],
    [service, props.upsells, props.catalogue],
  );
  const policy = slot
    ? cartPolicyParts({
        cart,
        slot,
        company: settings.policy,
        paymentActive: settings.paymentActive,
        services: known,
      })
    : null;
  // Held and paid online: appointment payment on, or a deposit due.
  const paysNow = settings.paymentActive || (policy?.amountDue ?? 0) > 0;

  const primaryAction: SummaryAction | null =
    step === 'slot'
      ? { label: t('continue'), disabled: !slot, onClick: () => go('details') }
      : step === 'details' && slot && session.status === 'customer' && !submit.payment
        ? {
            label: submit.busy ? t('pleaseWait') : paysNow ? t('confirmAndPay') : t('confirmBooking'),
            disabled: false,
            busy: submit.busy,
            form: DETAILS_FORM_ID,
          }
        : null;
  const terms =
    policy && shop ? (
      <PolicyTerms
        parts={policy.parts}
        now={new Date()}
        noticeHours={settings.cancellationNoticeHours}
        timeZone={shop.timeZone}
      />
    ) : null;

  const changeCart = (next: BookingCartState) => {
    setCart(next);
    setSlot(null);
  };

  const addService = (extra: BookableService): boolean => {
    if (shopId === null) return false;
    const line = lineFor(extra, shopId);
    const added = addToBookingCart(cart, line);
    if (!added.ok) return false;
    changeCart(added.cart);
    track('sb_booking_cart', cartEvent(line, shop));
    return true;
  };

  if (conflict) {
    const storedShop = props.shops.find((s) => s.id === conflict.shopId);
    return (
      <div className="flex flex-col gap-5">
        <Notice tone="error" title={t('otherShopTitle')}>
          {t('otherShopText', { shop: storedShop?.name ?? '' })}
        </Notice>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => {
              const emptied = emptyBookingCart<BookingLine>();
              setConflict(null);
              writeBookingCart(emptied);
              if (shop) arrive(shop, emptied);
            }}
          >
            {t('otherShopReplace')}
          </button>
          <Link to="/reservation" reloadDocument className={buttonClass.outline}>
            {t('otherShopKeep')}
          </Link>
        </div>
      </div>
    );
  }

  if (!service && cart.items.length === 0 && hydrated) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h2 className="font-heading text-2xl">{t('cartEmptyBookingTitle')}</h2>
        <p className="text-muted">{t('cartEmptyBooking')}</p>
        <Link to="/services" className={buttonClass.primary}>
          {t('browseServices')}
        </Link>
      </div>
    );
  }

  const canOpen = (target: BookingStep) =>
    target === 'service' ||
    (target === 'shop' && service !== null && props.shops.length > 1) ||
    (target === 'slot' && shop !== null);

  return (
    <div data-booking-ready={hydrated ? 'true' : 'false'}>
      <BookingBreadcrumb current={step} onOpen={go} canOpen={canOpen} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div
          ref={stepHeading}
          className="flex min-w-0 scroll-mt-24 flex-col gap-6 outline-none [&_h2]:scroll-mt-24"
          tabIndex={-1}
        >
          {notice && step !== 'slot' ? <Notice tone="error">{notice}</Notice> : null}
          {step === 'service' ? (
            <Suspense fallback={<p role="status">{t('pleaseWait')}</p>}>
              <ServiceStep
                cart={cart}
                upsells={props.upsells}
                catalogue={toAdd}
                catalogueOpen={catalogueOpen}
                shopId={shopId}
                onCount={(id, nb) => changeCart(setBookingCartCount(cart, id, nb))}
                onAdd={addService}
                onAddFromCatalogue={(extra) => {
                  // Back to the times, now for the whole chain (the way the visitor came).
                  if (addService(extra) && shop) go('slot');
                }}
                onContinue={() => go(shop ? 'slot' : 'shop')}
              />
            </Suspense>
          ) : null}
          {step === 'shop' ? (
            service ? (
              <Suspense fallback={<p role="status">{t('pleaseWait')}</p>}>
                <ShopStep
                  shops={props.shops}
                  serviceId={service.id}
                  serviceName={service.name}
                  priceAt={(s) =>
                    formatMoney(service.prices.byShop[s.id] ?? service.prices.base, lang, currency.code)
                  }
                  unavailableText={shellT('bookingUnavailable')}
                />
              </Suspense>
            ) : null
          ) : null}
          {step === 'slot' && shop && today && week ? (
            <>
              <h2 className="font-heading text-2xl">{t('chooseTime')}</h2>
              <SlotPicker
                days={availability.days}
                loading={availability.loading}
                failed={availability.failed}
                onRetry={availability.refresh}
                timeZone={shop.timeZone}
                today={today}
                week={week}
                onWeekChange={(next) => {
                  setWeek(next);
                  setSlot(null);
                }}
                selected={slot}
                onSelect={pickSlot}
                initialDay={lostDay}
                notice={notice}
                collaborators={collaborators}
                onEmployee={(serviceId, id) => {
                  setChosen((current) => ({ ...current, [serviceId]: id }));
                  setSlot(null);
                }}
                showCabins={settings.showCabins && shop.usesCabins}
                onWaitlist={waitlistOn ? openWaitlist : undefined}
              />
              {waitlistDay !== undefined && settings.waitlist ? (
                <Suspense fallback={<p role="status">{t('pleaseWait')}</p>}>
                  <WaitlistJoinForm
                    key={waitlistDay ?? 'any'}
                    shopId={shop.id}
                    shopName={shop.name}
                    serviceIds={serviceIds}
                    serviceNames={cart.items.map((line) => line.name)}
                    today={today}
                    maxDays={settings.waitlist.maxDays}
                    people={distinct.length === 1 ? (people.get(distinct[0] as number) ?? []) : []}
                    employeeId={employeeId}
                    fullDay={waitlistDay}
                    onClose={() => setWaitlistDay(undefined)}
                  />
                </Suspense>
              ) : null}
              {toAdd.length > 0 || props.upsells.some((u) => !cart.items.some((line) => line.id === u.id)) ? (
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-2 self-start text-sm underline underline-offset-2"
                  onClick={() => {
                    setCatalogueOpen(toAdd.length > 0);
                    go('service');
                  }}
                >
                  {t('addAnotherService')}
                </button>
              ) : null}
            </>
          ) : null}
          {step === 'details' && shop && slot ? (
            <Suspense fallback={<p role="status">{t('pleaseWait')}</p>}>
              <DetailsStep
                formId={DETAILS_FORM_ID}
                shop={shop}
                slot={slot}
                noticeHours={settings.cancellationNoticeHours}
                policyParts={policy?.parts ?? []}
                social={props.social}
                paymentActive={paysNow}
                values={details}
                onChange={setDetails}
                onConfirm={() => void submit.confirm()}
                busy={submit.busy}
                error={submit.error}
                payment={submit.payment}
              />
            </Suspense>
          ) : null}
        </div>
        <BookingSummary cart={cart} shop={shop} slot={slot} action={primaryAction} terms={terms} />
      </div>
    </div>
  );
}
