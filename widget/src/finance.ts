import { ShowroomFinance, askFirstReads } from './element.ts';

// The one name this module gives the host page: the custom element, defined once even when the
// script is included twice (or two builds meet on one page). The widgets already in the page ask
// for their first figures before any is built, so those calls are on their way first.
if (typeof customElements !== 'undefined' && !customElements.get('showroom-finance')) {
  askFirstReads(document.querySelectorAll<HTMLElement>('showroom-finance'));
  customElements.define('showroom-finance', ShowroomFinance);
}
