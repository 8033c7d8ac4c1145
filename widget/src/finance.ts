import { ShowroomFinance } from './element.ts';

// The one name this module gives the host page: the custom element, defined once even when the
// script is included twice (or two builds meet on one page).
if (typeof customElements !== 'undefined' && !customElements.get('showroom-finance'))
  customElements.define('showroom-finance', ShowroomFinance);
