import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPounds } from '@showroom/core';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';
import { visibleText } from './helpers/visibleText.ts';

/**
 * Requirement DEAL-3: step-1 shows a banner, the toggles, the finance calculator, the part
 * exchange, the order summary and a footer. The server's page holds the banner (reserve online for
 * the order config's deposit) and the footer (a call to the vehicle's branch, the broker's small
 * print) around step 1, and not around the checkout.
 */

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host?.close());

/** The inline deal panel's markup (the first `.sr-deal` section, up to the phone's dialog). */
function panelOf(root: string): string {
  const start = root.indexOf('<section class="sr-deal"');
  expect(start).toBeGreaterThan(-1);
  return root.slice(start, root.indexOf('<dialog', start));
}

describe('the step-1 panel', () => {
  it('shows its banner above the payment tabs and fills its footer', async () => {
    const [vehicle] = (await searchVehicles(host.app)).filter(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    );
    const page = await host.view(`/vehicle-search/${vehicle!.slug}`);
    expect(page.status).toBe(200);
    const state = page.state!;
    const deposit = formatPounds(state.orderConfig!.reservation_form.deposit_amount);
    const telephone = state.vehicle.company!.telephone!;
    const panel = panelOf(page.root);
    const text = visibleText(panel);
    const banner = `Reserve it online today with a fully refundable ${deposit} deposit, or choose how you would like to pay.`;
    expect(text).toContain(banner);
    expect(text.indexOf(banner)).toBeLessThan(text.indexOf('Pay In Full'));
    expect(panel).toMatch(/<footer class="sr-deal__footer">/);
    const footer = panel.slice(panel.indexOf('<footer class="sr-deal__footer">'));
    expect(visibleText(footer)).toContain(`Prefer to talk it through? Call us on ${telephone}`);
    expect(footer).toContain(`href="tel:${telephone.replace(/\s+/g, '')}"`);
    expect(visibleText(footer)).toContain(
      `${state.tenant.broker.registeredName} (FCA firm reference number ${state.tenant.broker.firmReferenceNumber}) is a credit broker, not a lender.`,
    );
  });

  it('the checkout has neither', async () => {
    const [vehicle] = (await searchVehicles(host.app)).filter(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    );
    const page = await host.view(`/vehicle-search/${vehicle!.slug}?reserve`);
    const panel = panelOf(page.root);
    expect(visibleText(panel)).not.toContain('Reserve it online today');
    expect(panel).not.toContain('sr-deal__footer');
  });
});
