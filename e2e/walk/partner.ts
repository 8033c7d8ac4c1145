import { expect, type Locator, type Page } from '@playwright/test';
import { pounds, type FinanceProduct } from './api.ts';
import { PARTNER_ORIGIN } from './config.ts';

/**
 * The partner's site in the walk (issue 29): a page on another origin that embeds the storefront's
 * finance widget, `<showroom-finance>`, once per car. Which cars (and the attributes each widget
 * has) is in the page's address, so the browser's Back and reload bring the same page again.
 */

/** The attributes the walk gives a widget besides its stock id: a term, a product. */
export type WidgetAttributes = { term?: string; 'finance-type'?: FinanceProduct };

export type PartnerWidget = { stockId: number; attributes: WidgetAttributes };

/** The partner page's address for these widgets: `?w=100236&w=100150;term=36;finance-type=HP`. */
export function partnerAddress(widgets: readonly PartnerWidget[]): string {
  const query = new URLSearchParams();
  for (const { stockId, attributes } of widgets)
    query.append(
      'w',
      [
        String(stockId),
        ...Object.entries(attributes).map(([name, value]) => `${name}=${value}`),
      ].join(';'),
    );
  return `${PARTNER_ORIGIN}/?${query}`;
}

/** The widgets a partner page's address names (the inverse of partnerAddress). */
export function widgetsOfAddress(url: URL | string): PartnerWidget[] {
  const query = new URL(url).searchParams;
  return query.getAll('w').flatMap((value) => {
    const [id, ...pairs] = value.split(';');
    const stockId = Number(id);
    if (!Number.isInteger(stockId) || stockId <= 0) return [];
    const attributes: Record<string, string> = {};
    for (const pair of pairs) {
      const [name, text] = pair.split('=');
      if ((name === 'term' || name === 'finance-type') && text) attributes[name] = text;
    }
    return [{ stockId, attributes: attributes as WidgetAttributes }];
  });
}

export function onPartnerSite(page: Page): boolean {
  return page.url().startsWith(`${PARTNER_ORIGIN}/`);
}

/** A widget's controls and links, found by role and name as a screen reader user would. */
export const widget = {
  all: (page: Page) => page.locator('showroom-finance'),
  /** The product radios are named by their code and name: "PCP (Personal Contract Purchase)". */
  product: (host: Locator, product: FinanceProduct) =>
    host.getByRole('radio', { name: new RegExp(`^${product} \\(`) }),
  deposit: (host: Locator) => host.getByRole('textbox', { name: 'Deposit (£)' }),
  term: (host: Locator) => host.getByRole('combobox', { name: 'Term' }),
  mileage: (host: Locator) => host.getByRole('combobox', { name: 'Annual mileage' }),
  buildYourDeal: (host: Locator) => host.getByRole('link', { name: /^Build your deal/ }),
  seeVehicle: (host: Locator) => host.getByRole('link', { name: /^See this vehicle/ }),
};

/** What one widget shows, read from its shadow root in one go. */
export type WidgetReading = {
  stockId: string | null;
  /** The section's class: `card` once settled, `card loading` until then. */
  state: string;
  heading: string | null;
  cashPrice: string | null;
  /** The monthly figure ("£245.67"), "—" when the choices have no quote, null when none shows. */
  amount: string | null;
  /** "48 payments, Personal Contract Purchase, 9.9% APR representative". */
  summary: string | null;
  /** The lender's changes to what was asked, listed under "We have adjusted your quote". */
  adjusted: string[];
  messages: string[];
  notes: string[];
  /** The calculator: null until it has joined the figure (or in any other state). */
  settings: {
    product: FinanceProduct | null;
    /** The deposit box, as typed or shown (pounds). */
    deposit: string;
    depositInvalid: boolean;
    depositProblem: string;
    term: number;
    mileage: number;
    mileageShown: boolean;
  } | null;
  /** The representative example's rows (term: value), its product line, its small print. */
  example: { product: string; fields: Record<string, string>; small: string } | null;
  exampleHidden: boolean;
  links: { name: string; href: string }[];
};

export async function readWidget(host: Locator): Promise<WidgetReading> {
  return host.evaluate((element): WidgetReading => {
    const root = element.shadowRoot;
    const text = (node: Element | null | undefined) =>
      node ? (node.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
    const section = root?.querySelector('section') ?? null;
    const checked = root?.querySelector<HTMLInputElement>('input[name="product"]:checked');
    const deposit = root?.querySelector<HTMLInputElement>('#deposit');
    const term = root?.querySelector<HTMLSelectElement>('#term');
    const mileage = root?.querySelector<HTMLSelectElement>('#mileage');
    const repex = root?.querySelector<HTMLElement>('.repex');
    const fields: Record<string, string> = {};
    for (const row of Array.from(repex?.querySelectorAll('dl > div') ?? [])) {
      const term = text(row.querySelector('dt'));
      if (term) fields[term] = text(row.querySelector('dd')) ?? '';
    }
    return {
      stockId: element.getAttribute('stock-id'),
      state: section?.className ?? '(nothing)',
      heading: text(root?.querySelector('h2')),
      cashPrice: text(root?.querySelector('.price strong')),
      amount: text(root?.querySelector('.amount')),
      summary: text(root?.querySelector('.monthly > span:last-child')),
      adjusted: Array.from(root?.querySelectorAll('.figure .adjusted li') ?? []).map((node) =>
        text(node)!,
      ),
      messages: Array.from(root?.querySelectorAll('.message') ?? []).map((node) => text(node)!),
      notes: Array.from(root?.querySelectorAll('.notes p') ?? []).map((node) => text(node)!),
      settings:
        deposit && term && mileage
          ? {
              product: (checked?.value as 'PCP' | 'HP' | 'CS' | undefined) ?? null,
              deposit: deposit.value,
              depositInvalid: deposit.getAttribute('aria-invalid') === 'true',
              depositProblem: text(root?.querySelector('#deposit-problem')) ?? '',
              term: Number(term.value),
              mileage: Number(mileage.value),
              mileageShown: !mileage.closest('label')?.hidden,
            }
          : null,
      example: repex
        ? {
            product: text(repex.querySelector('.repex-product')) ?? '',
            fields,
            small: text(repex.querySelector('.small')) ?? '',
          }
        : null,
      exampleHidden: repex?.hidden ?? true,
      links: Array.from(root?.querySelectorAll<HTMLAnchorElement>('a') ?? []).map((link) => ({
        name: text(link) ?? '',
        href: link.href,
      })),
    };
  });
}

/**
 * The deposit, in pounds, of the figure a widget shows: its box's, or after a deposit the box
 * refused (which leaves the figure quoted before) its example's; null when neither says one.
 */
export function quotedDeposit(reading: WidgetReading): number | null {
  const settings = reading.settings;
  if (!settings) return null;
  if (!settings.depositInvalid) return Number(settings.deposit);
  const deposit = reading.example?.fields['Deposit'];
  return deposit ? Math.round(pounds(deposit) * 100) / 100 : null;
}

/**
 * Every widget on the partner page has settled: its first state is drawn (not the loading card,
 * not the figure waiting for its calculator) and no quote is on its way.
 */
export async function widgetsSettled(page: Page, timeout = 15_000): Promise<void> {
  await expect(async () => {
    const states = await widget.all(page).evaluateAll((hosts) =>
      hosts.map((host) => {
        const section = host.shadowRoot?.querySelector('section');
        if (!section) return `${host.getAttribute('stock-id')}: nothing drawn`;
        if (section.classList.contains('loading'))
          return `${host.getAttribute('stock-id')}: loading`;
        if (section.getAttribute('aria-busy') === 'true')
          return `${host.getAttribute('stock-id')}: a quote on its way`;
        return null;
      }),
    );
    expect(states.filter(Boolean), 'widgets not yet settled').toEqual([]);
  }).toPass({ timeout, intervals: [100, 200, 400] });
}
