import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import {
  DealPanel,
  ReservedNotice,
  StepOneFooter,
  StickyDealBanner,
  type HostedCardFields,
} from '@showroom/ui';
import {
  askingPrice,
  confirmationShown,
  initialDealState,
  isReserved,
  message,
  optionalExtrasBanner,
  priceExcludingVat,
  shopperReservation,
  showsReservedLayout,
  type DealEvent,
  type DealState,
} from '@showroom/core';
import type { VdpState } from '../state/pageState.ts';
import { MOBILE_MAX_WIDTH, SCROLL_DEBOUNCE_MS, STICKY_SCROLL_POSITION } from './layout.ts';
import { followPosition } from '../components/followPosition.ts';
import { keepFootClear } from '../components/footRoom.ts';
import { setDealActions, setPageHeadline, setPageReservation, useStore } from '../state/store.ts';
import {
  onSharedDeal,
  readKeptDeal,
  readStoredAttempt,
  readStoredGuid,
} from '../state/browserStorage.ts';
import { createDealRunner, type DealPorts } from './runner.ts';
import { browserDealPorts, systemClock } from './ports.ts';
import { stripeKeyOf } from './cardProvider.ts';
import { DealSteps, EnquireButton } from './DealSteps.tsx';
import { dealInit } from './dealInit.ts';
import { stepOneView } from './stepOne.ts';
import { useDebounced } from './useDebounced.ts';
import './deal.css';

/**
 * Whether this page was opened just now by a link carrying finance choices (a compare column's or
 * a search's "Build your deal"), rather than reloaded or reached by Back: a browser fact for core's
 * `restoreDeal`, which then keeps the link's choices over the tab's kept ones.
 */
function openedByLinkWithChoices(state: VdpState): boolean {
  if (Object.keys(state.deal.filters).length === 0 || typeof performance === 'undefined')
    return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'navigate';
}

/** The panel's own view state: phone layout, modal, sticky banner. */
type PanelView = { isMobile: boolean; modalOpen: boolean; stickyVisible: boolean };

function patchView(view: PanelView, change: Partial<PanelView>): void {
  Object.assign(view, change);
}

/** Ports are only needed once an effect runs, which is always in the browser. */
function useLazyPorts(state: VdpState): DealPorts {
  const ref = useRef<DealPorts | null>(null);
  return useMemo(() => {
    const get = () =>
      (ref.current ??= browserDealPorts(state.vehicle, state.apiOrigin, state.orderConfig));
    return {
      get api() {
        return get().api;
      },
      storage: () => get().storage(),
      session: () => get().session(),
      share: (deal) => get().share?.(deal),
      track: (event, params) => get().track(event, params),
      scrollToDeal: () => get().scrollToDeal(),
      wait: (ms) => get().wait(ms),
      get provider() {
        return get().provider;
      },
      recaptcha: { token: (action) => get().recaptcha.token(action) },
      navigate: (url) => get().navigate(url),
      returnUrl: (query) => get().returnUrl(query),
    };
  }, [state.vehicle, state.apiOrigin, state.orderConfig]);
}

/**
 * The payment provider's own card fields when it hosts them (Stripe), for the deposit form: known
 * from the order config on the server and in the browser alike, mounted (through the ports, so
 * only in the browser) once the form is shown.
 */
function useHostedFields(state: VdpState, ports: DealPorts): HostedCardFields | null {
  const hosted = stripeKeyOf(state.orderConfig) !== null;
  return useMemo(
    () =>
      hosted
        ? {
            mount: (container, onStatus) => ports.provider.hostedFields!.mount(container, onStatus),
          }
        : null,
    [hosted, ports],
  );
}

/**
 * The deal-builder container (requirements DEAL-1, DEAL-6): core's deal machine in a valtio store,
 * its effects run by the runner. On screens up to MOBILE_MAX_WIDTH the panel is a teaser that opens
 * it as a modal dialog, which the browser's back button closes; a sticky banner shows while the
 * panel is out of view.
 */
export function DealBuilder({ state }: { state: VdpState }) {
  const { vehicle, tenant } = state;
  const ports = useLazyPorts(state);
  const hostedFields = useHostedFields(state, ports);
  const [runner] = useState(() => createDealRunner(initialDealState(dealInit(state)), ports));
  const deal = useSnapshot(runner.store).deal as DealState;
  const page = useStore();
  // The panel's own view state (not the deal's): phone layout, modal, sticky banner.
  const [view] = useState(() =>
    proxy<PanelView>({ isMobile: false, modalOpen: false, stickyVisible: false }),
  );
  const ui = useSnapshot(view);
  const sectionRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const teaserRef = useRef<HTMLButtonElement>(null);
  /**
   * The shopper is working in the deal's content (focus came into it and has not moved on to the
   * rest of the page): a view that replaces another there (the reserved notice and the enquiry)
   * then takes focus, as the control pressed went away with its view.
   */
  const workingInDeal = useRef(false);
  const shopperWorking = useCallback(() => workingInDeal.current, []);
  const send = runner.send;
  // Read once, as the page was opened (a browser fact; nothing rendered depends on it).
  const [linkChoices] = useState(() => openedByLinkWithChoices(state));

  useEffect(() => {
    // The deal this tab kept before a reload (core checks it), then the page's load.
    send({
      type: 'restoreDeal',
      kept: readKeptDeal(ports.session(), vehicle.stock_id),
      from: 'reload',
      linkChoices,
    });
    send({
      type: 'load',
      storedGuid: readStoredGuid(ports.storage(), vehicle.stock_id),
      storedAttempt: readStoredAttempt(ports.session(), vehicle.stock_id),
    });
  }, [send, ports, vehicle.stock_id, linkChoices]);
  // The browser's other tabs share their deal of this vehicle (core decides what it changes).
  useEffect(
    () =>
      onSharedDeal(vehicle.stock_id, (kept) => send({ type: 'restoreDeal', kept, from: 'tab' })),
    [send, vehicle.stock_id],
  );
  // `data-ready` marks the panel interactive (set on the element, not rendered, so hydration matches).
  useEffect(() => {
    sectionRef.current?.setAttribute('data-ready', 'true');
  }, []);

  // The rest of the page follows the deal: the gallery's tag and the listing summary show what
  // the deal knows of the reservation (core's reservationShown).
  const {
    reservedByShopper: ownReservation,
    heldForShopper: ownHold,
    orderable,
  } = shopperReservation(deal);
  // The page's headline leads with the kept deal's quote once it came (decision 0105).
  const headline = deal.finance.headline;
  useEffect(() => {
    setPageHeadline(page, headline);
  }, [page, headline]);
  useEffect(() => {
    setPageReservation(page, {
      reservedByShopper: ownReservation,
      heldForShopper: ownHold,
      orderable,
    });
  }, [page, ownReservation, ownHold, orderable]);

  function openModal() {
    if (view.modalOpen || !view.isMobile) return;
    window.history.pushState({ ...(window.history.state as object), dealModal: true }, '');
    patchView(view, { modalOpen: true });
  }
  function closeModal() {
    if ((window.history.state as { dealModal?: boolean } | null)?.dealModal) window.history.back();
    else patchView(view, { modalOpen: false });
    send({ type: 'leaveContent' });
  }
  /** An action from elsewhere on the page (the listing summary) that opens a step of the panel. */
  useEffect(() => {
    const openWith = (event: DealEvent) => {
      send(event);
      if (view.isMobile) openModal();
      else ports.scrollToDeal();
    };
    setDealActions(page, {
      reserve: () => openWith({ type: 'reserve' }),
      enquire: () => openWith({ type: 'openEnquiry' }),
      start: () => {
        if (view.isMobile) openModal();
        else ports.scrollToDeal();
      },
    });
    return () => setDealActions(page, null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, send, ports, view]);

  // Mobile: the panel becomes a modal (requirement DEAL-11); a step asked for by the query opens it
  // at once.
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    const apply = () => {
      patchView(view, { isMobile: query.matches });
    };
    apply();
    if (query.matches && runner.store.deal.builder.currentStep !== 'step-1') openModal();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runner, view]);
  useEffect(() => {
    // The browser's back closed the dialog: leaving the deal's content, as Close and Escape are.
    const onPop = () => {
      if (view.modalOpen) send({ type: 'leaveContent' });
      patchView(view, { modalOpen: false });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [view, send]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (ui.modalOpen && ui.isMobile && !dialog.open) dialog.showModal();
    if ((!ui.modalOpen || !ui.isMobile) && dialog.open) dialog.close();
  }, [ui.modalOpen, ui.isMobile]);
  /**
   * The dialog closed: by the panel (Close, Back), or by the browser itself (Escape, when it does
   * not let the page keep the dialog open). The panel follows, and focus goes back to what opened
   * the dialog; where that is gone (a dialog the page opened itself on a return from the bank or
   * for ?reserve, focus lost inside it meanwhile) to the teaser's button, which opens it again,
   * rather than falling to the page's body.
   */
  function dialogClosed() {
    if (view.modalOpen) closeModal();
    const active = document.activeElement;
    if (view.isMobile && (active === null || active === document.body)) teaserRef.current?.focus();
  }

  // Sticky banner once the panel's bottom edge is less than STICKY_SCROLL_POSITION px below the
  // viewport's top (requirements DEAL-12, CONST-1; decision 0107). On a desktop that is the
  // shopper leaving the deal's content (requirement DEAL-7): the deal returns to step-1 (core's
  // leaveContent decides what stays), as closing the dialog does on a phone, and its new view
  // takes focus without scrolling the page back (scrolledAway).
  const scrolledAway = useCallback(() => !view.isMobile && view.stickyVisible, [view]);
  const setSticky = useDebounced((visible: boolean) => {
    patchView(view, { stickyVisible: visible });
    if (visible && !view.isMobile) send({ type: 'leaveContent' });
  }, SCROLL_DEBOUNCE_MS);
  useEffect(() => {
    const element = sectionRef.current;
    if (!element) return;
    let shown: boolean | null = null;
    return followPosition(element, ({ rect }) => {
      // Its bottom edge above the sticky scroll position: at most that many pixels of it show.
      const visible = rect.bottom < STICKY_SCROLL_POSITION;
      if (visible === shown) return;
      shown = visible;
      setSticky(visible);
    });
  }, [setSticky]);

  const step = deal.builder.currentStep;
  const extras = optionalExtrasBanner(vehicle, tenant);
  // Step 1 (and its part-exchange step) has a banner and a footer (requirement DEAL-3); the other
  // steps not.
  const building = (step === 'step-1' || step === 'step-1-part-ex') && !confirmationShown(deal);
  const stepOne = building ? stepOneView(deal, state, systemClock()) : null;
  const footer = stepOne ? <StepOneFooter {...stepOne.footer} /> : null;
  const panel = showsReservedLayout(deal, isReserved(vehicle)) ? (
    <ReservedNotice
      takeFocus={shopperWorking}
      scrolledAway={scrolledAway}
      reason={deal.order.availabilityMessage}
      similarHref={tenant.reservedLayout.showViewSimilar ? state.links.viewSimilar : null}
    >
      {tenant.reservedLayout.showOptionalExtras && extras ? (
        <p
          className={`sr-deal__note sr-deal__extras${tenant.bannerBorder ? ' sr-banner--bordered' : ''}`}
        >
          {extras}
        </p>
      ) : null}
      <EnquireButton send={send} tenant={tenant} />
    </ReservedNotice>
  ) : (
    <DealPanel
      takeFocus={shopperWorking}
      scrolledAway={scrolledAway}
      step={step}
      finished={confirmationShown(deal) !== null}
      onBack={() => send({ type: 'back' })}
      banner={stepOne?.banner ?? null}
      bannerBordered={stepOne?.bannerBordered ?? tenant.bannerBorder}
      footer={footer}
    >
      {deal.changedElsewhere ? (
        <p className="sr-notice sr-deal__note" role="status">
          {message('dealChangedElsewhere', {}, tenant)}
        </p>
      ) : null}
      <DealSteps
        deal={deal}
        send={send}
        state={state}
        hostedFields={hostedFields}
        clock={systemClock}
        scrolledAway={scrolledAway}
      />
    </DealPanel>
  );
  const modal = ui.isMobile && ui.modalOpen;
  // The sticky banner sits over the page's foot: the footer leaves it room (app.css).
  const stickyShown = ui.stickyVisible && !modal;
  const stickyRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = stickyRef.current;
    return stickyShown && banner ? keepFootClear(banner) : undefined;
  }, [stickyShown]);

  return (
    <div
      id="deal"
      ref={sectionRef}
      className="sr-deal-builder"
      data-step={step}
      data-payment-method={deal.builder.paymentMethod}
      data-order-status={deal.order.status}
      data-quote-status={deal.finance.status}
      onFocus={(event) => {
        workingInDeal.current = !teaserRef.current?.contains(event.target);
      }}
      onBlur={(event) => {
        // Focus moved on to the rest of the page (not just lost with its control).
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next))
          workingInDeal.current = false;
      }}
    >
      {/* Both are rendered, on the server too, and CSS shows the one that fits the screen (up to
          MOBILE_MAX_WIDTH the teaser, which opens the panel as a dialog), so hydration changes
          nothing the shopper sees. */}
      <div className="sr-deal-builder__teaser">
        <h2 className="sr-deal-builder__teaser-title">{message('buildYourDeal', {}, tenant)}</h2>
        <button
          ref={teaserRef}
          type="button"
          className="sr-btn sr-btn--primary"
          onClick={openModal}
        >
          {ownReservation ? 'View your reservation' : 'Start your deal'}
        </button>
      </div>
      {!modal && <div className="sr-deal-builder__inline">{panel}</div>}
      <dialog
        ref={dialogRef}
        className="sr-deal-builder__dialog"
        aria-label={message('buildYourDeal', {}, tenant)}
        onCancel={(event) => {
          event.preventDefault();
          closeModal();
        }}
        onClose={dialogClosed}
      >
        {modal && (
          <>
            <button
              type="button"
              className="sr-btn sr-btn--quiet sr-deal-builder__close"
              onClick={closeModal}
            >
              {message('close', {}, tenant)}
            </button>
            {panel}
          </>
        )}
      </dialog>
      <StickyDealBanner
        ref={stickyRef}
        visible={stickyShown}
        vehicleName={vehicle.name}
        price={askingPrice(vehicle)}
        priceExcludingVat={priceExcludingVat(vehicle)}
        bordered={tenant.bannerBorder}
        reserved={ownReservation}
        onCta={() => (ui.isMobile ? openModal() : ports.scrollToDeal())}
      />
    </div>
  );
}
