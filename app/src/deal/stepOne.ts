import {
  adminFeeOf,
  askingPrice,
  dealView,
  depositPercentNote,
  depositRule,
  priceExcludingVat,
  reservationDepositOf,
  stepOnePanelTexts,
  ukWallClock,
  type DealState,
} from '@showroom/core';
import type { DealStepOneData, StepOneFooterProps } from '@showroom/ui';
import { vdpBroker } from '../state/broker.ts';
import type { VdpState } from '../state/pageState.ts';

/**
 * Step 1 of the deal panel as plain data (requirement DEAL-3): the banner and footer round it
 * (core's stepOnePanelTexts) and what ui's DealStepOne shows, from the deal (core's dealView) and
 * the page's vehicle, order config and tenant. The deal builder renders it; the parity test gives
 * the same data to the story (decision 1014).
 */
export type StepOneView = DealStepOneData & {
  /** The banner above the step; null when there is none. */
  banner: string | null;
  /** The banner has a border (the tenant's bannerBorder). */
  bannerBordered: boolean;
  /** The panel's footer. */
  footer: StepOneFooterProps;
};

/**
 * Step 1 as the deal and the page give it; `now` is the page's clock (the part exchange's years
 * run to this year in the UK).
 */
export function stepOneView(deal: DealState, state: VdpState, now: Date): StepOneView {
  const { vehicle, tenant, orderConfig } = state;
  const { builder, finance } = deal;
  const view = dealView(deal);
  const depositFrom = depositRule(vehicle);
  const reservationDeposit = reservationDepositOf(orderConfig);
  // A part exchange can leave a product (or all of them) impossible: core says which and why.
  const notice = view.notice;
  // The broker beside the figure and in the footer's small print is the order config's (0906).
  const broker = vdpBroker(state);
  const texts = stepOnePanelTexts({
    methods: builder.availableMethods,
    reservationDeposit,
    telephone: vehicle.company?.telephone,
    tenant: { ...tenant, broker },
  });
  return {
    banner: texts.banner,
    bannerBordered: tenant.bannerBorder,
    footer: texts.footer,
    paymentMethod: builder.paymentMethod,
    paymentMethods: builder.availableMethods,
    calculator: {
      // No figure beside choices whose quote failed (core's dealView, decision 0102).
      quotes: view.quote ? finance.quotes : null,
      settings: finance.settings,
      loading: view.quoteLoading,
      error: view.quoteFailed,
      stale: !view.quoteIsCurrent,
      depositBasis: depositFrom.basis,
      minDepositPercent: depositFrom.minPercent,
      depositNote: depositPercentNote(vehicle),
      depositError: finance.depositError,
      notice: view.quote ? notice : null,
      ...(view.noQuote && notice ? { noQuoteMessage: notice } : {}),
      broker,
      termsText: finance.terms[finance.settings.financeType] ?? null,
    },
    reservationDeposit,
    partExchange:
      orderConfig?.part_exchange === false
        ? null
        : {
            status: deal.partExchange.status,
            valuations: deal.partExchange.valuations,
            conditions: orderConfig?.part_ex_form.conditions,
            maxYear: Number(ukWallClock(now).date.slice(0, 4)),
            errorMessage: deal.partExchange.error,
            unknownRegistration: deal.partExchange.unknownRegistration,
          },
    orderSummary: {
      price: askingPrice(vehicle),
      priceExcludingVat: priceExcludingVat(vehicle),
      adminFee: adminFeeOf(orderConfig, vehicle),
      products: orderConfig?.products,
      selectedProductIds: [...deal.products],
      valuations: deal.partExchange.valuations,
      deposit: view.summaryDeposit,
      financeUnavailable: view.noQuote,
    },
    orderErrors: view.orderErrors,
    continueTo: view.continueTo,
    canContinue: view.canContinue,
    continueBlockedBy: view.continueBlockedBy,
  };
}
