import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import type { BenchRow } from './api.ts';
import { CPU_SLOWDOWN, median, MOBILE_SCREEN } from './shared.ts';

/** Measured changes of the term (the figure is their median). */
const RUNS = 10;

/**
 * Arms the page for one change: resolves with the milliseconds from the change event (its
 * timeStamp) to the first frame painted with the new monthly figure, i.e. once the deal says the
 * quote is current for the new settings and the figure's text is not the one shown before: the
 * frame after that DOM change (requestAnimationFrame), measured after it rendered (a message
 * posted from the frame callback runs once the frame's rendering is done).
 */
// Plain JavaScript, not a function of this module: tsx would wrap its inner functions in a helper
// the page does not have.
const ARM_PAINT_TIMER = `(() => {
  const amount = () => document.querySelector('dialog .sr-calc__monthly-amount')?.textContent;
  const before = amount();
  const deal = document.getElementById('deal');
  window.painted = new Promise((resolve) => {
    let changedAt = NaN;
    document.addEventListener('change', (event) => (changedAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      if (deal.getAttribute('data-quote-status') !== 'current' || amount() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - changedAt);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(deal, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-quote-status'],
    });
  });
})()`;

/**
 * The deal builder's responsiveness on the mobile profile (Playwright driving Debian's Chromium,
 * CPU slowed 4× through the DevTools protocol, Lighthouse's mobile screen): the shopper opens the
 * deal builder on the vehicle page and changes the term; the time from the change to the new
 * monthly figure painted, including the deal's 300 ms quote debounce and the API call, measured
 * in the page (event timeStamp → the frame that paints the figure). Median of RUNS changes, each
 * to the shortest term other than the one on screen, so every change asks for a new figure.
 */
export async function benchDealResponsiveness(vdpUrl: string): Promise<BenchRow[]> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions('browser'), headless: true });
  try {
    const context = await browser.newContext({ ...MOBILE_SCREEN, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(vdpUrl);
    const deal = page.locator('#deal');
    await deal.scrollIntoViewIfNeeded();
    await page.locator('#deal[data-ready]').waitFor();
    await deal.getByRole('button', { name: 'Start your deal' }).click();
    const dialog = deal.locator('dialog');
    const term = dialog.getByLabel('Term', { exact: true });
    await term.waitFor();
    await page.locator('#deal[data-quote-status="current"]').waitFor();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate(ARM_PAINT_TIMER);
      // The shortest term other than the one on screen (the options follow a lender's
      // adjustment, so they are read afresh each time).
      const other = await term.evaluate((select: HTMLSelectElement) => {
        const values = [...select.options].map((option) => option.value);
        return values.find((value) => value !== select.value) ?? null;
      });
      if (other === null) throw new Error('the deal builder offers a single term');
      await term.selectOption(other);
      times.push((await page.evaluate('window.painted')) as number);
    }
    const round = (value: number) => Math.round(value);
    return [
      {
        name: 'Deal builder: term change → new monthly figure painted (mobile, 4× CPU), median',
        value: round(median(times)),
        unit: 'ms',
      },
      {
        name: 'Deal builder: term change → new monthly figure painted (mobile, 4× CPU), slowest',
        value: round(Math.max(...times)),
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
  }
}
