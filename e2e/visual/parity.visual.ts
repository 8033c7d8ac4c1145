import { expect, test, type Locator, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { initialDealState } from '@showroom/core';
import type { VdpState as PageState } from '@showroom/app/ssr';
import { dealInit } from '../../app/src/deal/dealInit.ts';
import { stepOneView } from '../../app/src/deal/stepOne.ts';
import { pictureContext } from './pictureOptions.ts';
import { openPreview, showStory } from './preview.ts';

/**
 * A component in its story is the component on its page (decision 1002): on a demo car's details
 * page of the built storefront, and in its story given the same data and tenant (the page's own
 * serialised state, set as the story's args) at the same width, VehicleSummary, PriceLabel,
 * ListingSummaryCard and the deal panel's step 1 (decision 1014: the side panel at 1280 px, the
 * dialog "Start your deal" opens at 412 px) give the same picture, pixel for pixel.
 */
const storefront = `http://127.0.0.1:${process.env.PARITY_PORT ?? 8692}`;

interface VdpState {
  page: 'vdp';
  vehicle: { stock_id: number; slug: string; name: string; price_indicator: string | null };
  tenant: unknown;
  finance: Partial<Record<'pcpQuote' | 'hpQuote' | 'csQuote', Quote | null>> | null;
  financeDisclaimerHtml: string | null;
  links: { search: string };
}

interface Quote {
  QuoteActions?: { MotorCreditCheck?: string | null };
}

/** The quote the car's page leads with: PCP, else HP, else conditional sale (VdpPage). */
const headlineQuote = (state: VdpState): Quote | null =>
  state.finance?.pcpQuote ?? state.finance?.hpQuote ?? state.finance?.csQuote ?? null;

/** What the preview exposes on its window (Storybook 10's preview API). */
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, ...args: unknown[]): void };
}

/** The first available used car of the demo stock with a PCP quote and a price indicator. */
async function demoCar(page: Page): Promise<string> {
  const search = await page.request.get(
    `${storefront}/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=50`,
  );
  expect(search.status()).toBe(200);
  const cars = (
    (await search.json()) as {
      data: { slug: string; reservation_status: string; price_indicator: string | null }[];
    }
  ).data.filter((car) => car.reservation_status === 'Available' && car.price_indicator);
  expect(
    cars.length,
    'demo stock has an available used car with a price indicator',
  ).toBeGreaterThan(0);
  return cars[0]!.slug;
}

/** The page's state, as the server serialised it for hydration. */
async function pageState(page: Page): Promise<VdpState> {
  return JSON.parse(
    (await page.locator('#__SHOWROOM_STATE__').textContent()) ?? 'null',
  ) as VdpState;
}

/**
 * How far a colour channel may differ between the two pictures: the anti-aliasing of an edge drawn
 * at another fraction of a pixel differs by a level or three; a colour step is tens of levels
 * (the Great badge #0d6b34 → #2e8b57 moves the green channel by 32).
 */
const NOISE = 3;

/**
 * The pixels of two pictures (PNG) that differ by more than NOISE levels in any channel, counted
 * in the browser (its canvas decodes them); pictures of different sizes differ everywhere.
 */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ a64, b64, noise }) => {
      const pixels = async (data: string) => {
        const image = await createImageBitmap(
          await (await fetch(`data:image/png;base64,${data}`)).blob(),
        );
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return {
          w: image.width,
          h: image.height,
          d: context.getImageData(0, 0, image.width, image.height).data,
        };
      };
      const [x, y] = [await pixels(a64), await pixels(b64)];
      if (x.w !== y.w || x.h !== y.h) return Math.max(x.w * x.h, y.w * y.h);
      let count = 0;
      for (let i = 0; i < x.d.length; i += 4) {
        for (let k = 0; k < 4; k++) {
          if (Math.abs(x.d[i + k]! - y.d[i + k]!) > noise) {
            count++;
            break;
          }
        }
      }
      return count;
    },
    { a64: a.toString('base64'), b64: b.toString('base64'), noise: NOISE },
  );
}

/** The first background colour behind the element on its page (white when none is set). */
async function backdropOf(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

/** Nothing focused, nothing hovered, the element's images decoded and every font loaded. */
async function settle(element: Locator): Promise<void> {
  await element.page().mouse.move(0, 0);
  await element.evaluate(async (root) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const images = [...root.querySelectorAll('img')];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Shows the story with the page's data as its args, in a root as wide as the element is on the
 * page, and returns the story's element of the same class.
 */
async function storyLike(
  preview: Page,
  storyId: string,
  args: Record<string, unknown>,
  box: { x: number; y: number; width: number },
  selector: string,
  text: string,
  backdrop: string,
): Promise<Locator> {
  await showStory(preview, storyId);
  await preview.evaluate(
    ({ id, updatedArgs }) =>
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('updateStoryArgs', {
        storyId: id,
        updatedArgs,
      }),
    { id: storyId, updatedArgs: args },
  );
  // The story shows the page's data once it says what the page says.
  await expect(preview.locator(`#storybook-root ${selector}`).first()).toContainText(text);
  const root = preview.locator('#storybook-root');
  await root.evaluate(
    (el, { w, backdrop }) => {
      el.style.width = `${w}px`;
      el.style.margin = '0';
      // What shows round a rounded corner is the page's background there.
      el.style.background = backdrop;
    },
    { w: box.width, backdrop },
  );
  const element = preview.locator(`#storybook-root ${selector}`).first();
  // Text is drawn at the element's sub-pixel position: the story's element is moved to the same
  // fraction of a pixel as the page's, so both are rasterised alike.
  const at = (await element.boundingBox())!;
  const shift = (page: number, story: number) => (((page - story) % 1) + 1) % 1;
  await root.evaluate(
    (el, { left, top }) => {
      el.style.marginLeft = `${left}px`;
      el.style.marginTop = `${top}px`;
    },
    { left: shift(box.x, at.x), top: shift(box.y, at.y) },
  );
  await settle(element);
  return element;
}

/**
 * The element on the page and the same class's element in the story given `args`, pictured at the
 * same width: no pixel may differ by more than NOISE levels. Both pictures go with the result.
 */
async function compare(
  onPage: Locator,
  preview: Page,
  story: string,
  selector: string,
  args: Record<string, unknown>,
): Promise<void> {
  const width = onPage.page().viewportSize()!.width;
  await onPage.scrollIntoViewIfNeeded();
  await settle(onPage);
  const box = await onPage.boundingBox();
  expect(box, `${selector} is on the page`).not.toBeNull();
  const text = (await onPage.textContent()) ?? '';
  const inStory = await storyLike(
    preview,
    story,
    args,
    box!,
    selector,
    text,
    await backdropOf(onPage),
  );
  const pagePicture = await onPage.screenshot({ animations: 'disabled', caret: 'hide' });
  const storyPicture = await inStory.screenshot({ animations: 'disabled', caret: 'hide' });
  // Both pictures go with the result (the HTML report shows them) and to the test's folder.
  for (const [what, body] of [
    ['page', pagePicture],
    ['story', storyPicture],
  ] as const) {
    const path = test.info().outputPath(`${story}--${width}--${what}.png`);
    writeFileSync(path, body);
    await test.info().attach(`${selector} (${what})`, { path, contentType: 'image/png' });
  }
  expect(
    await differingPixels(preview, pagePicture, storyPicture),
    `${selector}: pixels of the story that differ from the page by more than ${NOISE} levels`,
  ).toBe(0);
}

for (const width of [412, 1280]) {
  test(`components on the car's page and in their stories at ${width}px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      ...pictureContext,
      viewport: { width, height: 900 },
      bypassCSP: true,
    });
    try {
      const app = await context.newPage();
      const slug = await demoCar(app);
      await app.goto(`${storefront}/vehicle-search/${slug}`);
      await expect(app.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
      const state = await pageState(app);
      expect(state.page).toBe('vdp');
      const full = state as unknown as PageState;
      // The phone's deal bar is fixed over the foot of the viewport: it is none of the components.
      // (The storefront's CSP allows no inline style: the context bypasses it for this one.)
      await app.addStyleTag({ content: '.sr-phone-bar { display: none !important; }' });

      const preview = await context.newPage();
      await openPreview(preview);

      const cases: {
        story: string;
        selector: string;
        args: Record<string, unknown>;
        widths?: number[];
      }[] = [
        {
          story: 'vehicle-details-vehiclesummary--used',
          selector: '.sr-summary',
          args: {
            vehicle: state.vehicle,
            tenant: state.tenant,
            finance: state.finance,
            chosenProduct: null,
            financeDisclaimerHtml: state.financeDisclaimerHtml,
          },
        },
        {
          story: 'vehicle-details-pricelabel--great',
          selector: '.sr-price-label',
          args: { vehicle: state.vehicle, tenant: state.tenant },
        },
        {
          story: 'vehicle-details-listingsummarycard--available',
          selector: '.sr-listing',
          // Up to 1024 px the page keeps only the card's next steps under the summary, which
          // already shows the name, tags and price (app.css): the story shows the whole card.
          widths: [1280],
          args: {
            vehicle: state.vehicle,
            tenant: state.tenant,
            searchPath: state.links.search,
            // As the page gives it (VdpPage): the headline quote's credit check, if any.
            creditCheckUrl: headlineQuote(state)?.QuoteActions?.MotorCreditCheck ?? null,
            shopper: null,
          },
        },
      ];
      for (const { story, selector, args, widths } of cases) {
        if (widths && !widths.includes(width)) continue;
        await compare(app.locator(`.sr-vdp ${selector}`).first(), preview, story, selector, args);
      }

      // The deal panel's step 1, once the deal has settled on the page: the side panel beside the
      // car on a desktop, the dialog "Start your deal" opens on a phone.
      // Its code loads as the panel comes near the viewport (lazyDeal.ts).
      await app.locator('#deal').scrollIntoViewIfNeeded();
      const deal = app.locator('#deal[data-ready]');
      await expect(deal).toHaveAttribute('data-step', 'step-1', { timeout: 15_000 });
      await expect(deal).toHaveAttribute('data-quote-status', 'current');
      let panel = app.locator('.sr-deal-builder__inline .sr-deal');
      if (width <= 1024) {
        await app.getByRole('button', { name: 'Start your deal' }).click();
        panel = app.locator('dialog.sr-deal-builder__dialog .sr-deal');
      }
      await expect(panel).toBeVisible();
      // The whole panel in the viewport: the dialog scrolls within the screen's height, and what
      // is under its edge is not drawn.
      const height = Math.ceil((await panel.boundingBox())!.height) + 200;
      await app.setViewportSize({ width, height: Math.max(900, height) });
      // What the app gives ui's DealStepOne, from the deal as the page's state starts it (the
      // same functions the deal builder calls). The lender's terms text is the one thing an
      // effect brings after hydration: it is read from the page.
      await app.waitForLoadState('networkidle');
      const view = stepOneView(initialDealState(dealInit(full)), full, new Date());
      const terms = panel.locator('textarea.sr-calc__terms-text');
      const termsText = (await terms.count()) ? await terms.inputValue() : null;
      await compare(panel, preview, 'deal-builder-dealstepone--build-your-deal', '.sr-deal', {
        ...view,
        calculator: { ...view.calculator, termsText },
      });
    } finally {
      await context.close();
    }
  });
}
