import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  financeOffered,
  formatPlusVat,
  mobilitySchemeNote,
  plusVatText,
  priceExcludingVat,
  resolveTenantConfig,
  vehicleKindTag,
  type WireQuotes,
} from '../../src/index.ts';
import { availableDealMethods } from '../../src/dealMachine/quoteSettings.ts';
import { isMobilityScheme, isVan } from '../../src/vehicle/vansAndMobility.ts';

const van = {
  category: 'vans',
  price: 19995,
  price_excluding_vat: 16663,
  vat_scheme: 'Commercial',
};

describe('vans', () => {
  it('a van is a vehicle of the vans category, in any case', () => {
    expect(isVan(van)).toBe(true);
    expect(isVan({ category: 'Vans' })).toBe(true);
    expect(isVan({ category: 'cars' })).toBe(false);
    expect(isVan({ category: null })).toBe(false);
    expect(isVan({})).toBe(false);
  });

  it('says it is a van in the tenant’s words', () => {
    expect(vehicleKindTag(van)).toBe('Van');
    expect(vehicleKindTag({ category: 'cars' })).toBeNull();
    const tenant = resolveTenantConfig({ messages: { tagVan: 'Commercial vehicle' } });
    expect(vehicleKindTag(van, tenant)).toBe('Commercial vehicle');
  });
});

describe('the price excluding VAT', () => {
  it('is the price_excluding_vat of a Commercial VAT scheme vehicle', () => {
    expect(priceExcludingVat(van)).toBe(16663);
    expect(plusVatText(van)).toBe('£16,663 + VAT');
  });

  it('is not shown for another scheme, a missing figure or one that is not a positive number', () => {
    expect(priceExcludingVat({ ...van, vat_scheme: 'Marginal' })).toBeNull();
    expect(priceExcludingVat({ ...van, vat_scheme: null })).toBeNull();
    expect(priceExcludingVat({ ...van, price_excluding_vat: null })).toBeNull();
    expect(priceExcludingVat({ ...van, price_excluding_vat: 0 })).toBeNull();
    expect(priceExcludingVat({ ...van, price_excluding_vat: Number.NaN })).toBeNull();
    expect(plusVatText({ vat_scheme: 'Marginal', price_excluding_vat: 1000 })).toBeNull();
  });

  it('formats pounds the way every price is formatted, pence only when there are some', () => {
    expect(formatPlusVat(12500)).toBe('£12,500 + VAT');
    expect(formatPlusVat(12499.5)).toBe('£12,499.50 + VAT');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (pounds) => {
        expect(formatPlusVat(pounds)).toMatch(/^£[\d,]+ \+ VAT$/);
      }),
    );
  });
});

describe('the mobility scheme', () => {
  it('a PIP or MOTABILITY allowance, or the MOTABILITY class, is a mobility-scheme vehicle', () => {
    expect(isMobilityScheme({ allowance_type: 'PIP' })).toBe(true);
    expect(isMobilityScheme({ allowance_type: 'motability' })).toBe(true);
    expect(isMobilityScheme({ advert_classification: 'MOTABILITY' })).toBe(true);
    expect(isMobilityScheme({ allowance_type: null, advert_classification: 'USED' })).toBe(false);
    expect(isMobilityScheme({})).toBe(false);
  });

  it('offers no PCP, HP or Conditional Sale through the retailer', () => {
    expect(financeOffered({ allowance_type: 'PIP' })).toBe(false);
    expect(financeOffered({ advert_classification: 'USED' })).toBe(true);
  });

  it('says what the scheme means, overridable by the tenant', () => {
    const note = mobilitySchemeNote({ allowance_type: 'PIP' });
    expect(note?.heading).toBe('Available on the Motability Scheme');
    expect(note?.text).toContain('Personal Independence Payment');
    expect(note?.text).toContain('we do not offer PCP, Hire Purchase or Conditional Sale');
    expect(mobilitySchemeNote({ allowance_type: null })).toBeNull();
    const tenant = resolveTenantConfig({ messages: { mobilitySchemeText: 'Ask us.' } });
    expect(mobilitySchemeNote({ allowance_type: 'PIP' }, tenant)?.text).toBe('Ask us.');
  });

  it('the deal builder offers no finance for a mobility-scheme car, even with quotes', () => {
    const quotes = {
      pcpQuote: { key: 'PCP', RegularPayment: 200 },
      hpQuote: null,
      csQuote: null,
    } as unknown as WireQuotes;
    expect(availableDealMethods(quotes)).toEqual(['finance', 'cash', 'reserve']);
    expect(availableDealMethods(quotes, { allowance_type: 'PIP' })).toEqual(['cash', 'reserve']);
    expect(availableDealMethods(quotes, { allowance_type: null })).toEqual([
      'finance',
      'cash',
      'reserve',
    ]);
  });
});
