import type { DealInit } from '@showroom/core';
import type { InitialDeal, VdpState } from '../state/pageState.ts';

/** Where the deal's orders and forms say they came from. */
const ENQUIRY_SOURCE = 'website-deal-builder';

/** The query that opened the page's step (requirement VDP-2), for core's first state. */
function queryOf(deal: InitialDeal): Record<string, string> {
  if (deal.currentStep === 'step-enquiry-form') return { enquiry: '' };
  if (deal.currentStep === 'step-1-part-ex') return { addpx: '' };
  if (deal.currentStep === 'step-2' && deal.paymentMethod === 'reserve') return { reserve: '' };
  return {};
}

/** What core's deal starts from: the page's vehicle, quotes, order config and tenant. */
export function dealInit(state: VdpState): DealInit {
  const { tenant, orderConfig } = state;
  const enquiryForm = String(tenant.formIds.enquiry ?? orderConfig?.enquiry_form.form_id ?? 1);
  return {
    vehicle: state.vehicle,
    config: {
      enquiryFormId: enquiryForm,
      testDriveFormId: tenant.formIds.testDrive ?? enquiryForm,
      customErrorMessages: tenant.customErrorMessages,
      enquirySource: ENQUIRY_SOURCE,
      recaptcha: orderConfig?.recaptcha === true,
    },
    financeDeposit: orderConfig?.finance_deposit ?? null,
    filters: state.deal.filters,
    quotes: state.finance,
    quotesFor: state.financeFor,
    query: queryOf(state.deal),
  };
}
