import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { depositPounds, initialQuoteSettings } from '../../src/index.ts';

/**
 * Requirement FIN-7: the details page's finance example takes 10% of each car; requirement FIN-3:
 * the order config's finance_deposit sets the calculator's deposit. Showroom's decision (README,
 * "The calculator starts"): the page's finance example and the calculator start from one deposit,
 * the order config's finance_deposit when the retailer sets one, else 10% of each vehicle's own
 * price.
 */
describe('the details page’s finance example deposit', () => {
  const car = (price: number) => ({ price, price_excluding_vat: null, vat_scheme: 'Marginal' });

  it('without a finance_deposit is 10% of each vehicle’s own price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 200_000 }), (price) => {
        const settings = initialQuoteSettings({ vehicle: car(price), financeDeposit: null });
        expect(settings).toMatchObject({ depositType: 'percent', deposit: 10 });
        expect(depositPounds(car(price), settings)).toBe(Math.round(price * 10) / 100);
      }),
    );
  });

  it('follows the order config’s finance_deposit: a percent under 50, else pounds', () => {
    expect(initialQuoteSettings({ vehicle: car(20000), financeDeposit: 15 })).toMatchObject({
      depositType: 'percent',
      deposit: 15,
    });
    const pounds = initialQuoteSettings({ vehicle: car(20000), financeDeposit: 2500 });
    expect(pounds).toMatchObject({ depositType: 'amount', deposit: 2500 });
    expect(depositPounds(car(9000), pounds)).toBe(2500);
  });

  it('a finance_deposit of 0 or none that can be read is no setting: 10% again', () => {
    for (const financeDeposit of [0, -5, Number.NaN, undefined]) {
      expect(initialQuoteSettings({ vehicle: car(20000), financeDeposit })).toMatchObject({
        depositType: 'percent',
        deposit: 10,
      });
    }
  });

  it('on the Commercial VAT scheme, 10% is raised to 20% of the price excluding VAT', () => {
    const van = { price: 24000, price_excluding_vat: 20000, vat_scheme: 'Commercial' };
    const settings = initialQuoteSettings({ vehicle: van, financeDeposit: null });
    expect(depositPounds(van, settings)).toBe(4000);
  });
});
