/**
 * The texts the embeddable finance widget (widget/) shows, a part of the message catalogue
 * (`MESSAGES` holds them all, and a tenant overrides them there as any other): on their own, so a
 * channel that shows only these carries only these (`messageOf(FINANCE_WIDGET_MESSAGES, …)`), not
 * the storefront's whole catalogue. The first four are the storefront's texts too.
 * @example FINANCE_WIDGET_MESSAGES.financeWidgetRetry // 'Try again'
 */
export const FINANCE_WIDGET_MESSAGES = {
  similarCars: 'Similar cars',
  vehicleReserved: 'This vehicle is currently reserved',
  readMore: 'Read more',
  readLess: 'Read less',
  financeWidgetLoading: 'Loading the finance for this vehicle…',
  financeWidgetUnavailable:
    'This vehicle is no longer available: it may have been sold. We often have similar vehicles in stock.',
  financeWidgetCannotLoad: 'Sorry, the finance for this vehicle cannot be loaded right now.',
  financeWidgetRetry: 'Try again',
  financeWidgetBuildDeal: 'Build your deal',
  financeWidgetSeeVehicle: 'See this vehicle',
  financeWidgetCashOnly:
    'Finance is not offered on this vehicle: it is for sale at its cash price.',
  financeWidgetNoQuote:
    'No finance is available with these choices. Please try a smaller deposit or another term.',
  financeWidgetPrevious: 'This figure is for your previous choices.',
  financeWidgetAdjusted: 'We have adjusted your quote',
  financeWidgetPerMonth: 'per month',
} as const;

/** A key of {@link FINANCE_WIDGET_MESSAGES}. */
export type FinanceWidgetMessageKey = keyof typeof FINANCE_WIDGET_MESSAGES;
