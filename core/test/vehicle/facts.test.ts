import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TENANT_CONFIG,
  callLink,
  evRange,
  keyFacts,
  locationTag,
  mpg,
  resolveTenantConfig,
  showClassTag,
  vehicleTags,
} from '../../src/index.ts';

describe('mpg', () => {
  it('prefers the vehicle field', () => {
    expect(mpg({ mpg: 60, technical_data: { mpg: 40 } })).toBe(60);
  });
  it.each([
    ['mpg', 41],
    ['MPG', '42.5'],
    ['combined_mpg', 43],
    ['fuel_consumption_combined', '44 mpg'],
    ['WLTP - MPG - Comb', '52.3'],
  ])('reads technical key %s', (key, value) => {
    expect(mpg({ technical_spec: { [key]: value } })).toBe(parseFloat(String(value)));
  });
  it('is null when nothing is positive', () => {
    expect(mpg({ mpg: 0, technical_data: { mpg: 'n/a' }, technical_spec: null })).toBeNull();
    expect(mpg({})).toBeNull();
  });
});

describe('evRange', () => {
  it('reads every spelling in order', () => {
    expect(evRange({ ev_data: { range_miles: 300 }, range_wltp: 200 })).toBe(300);
    expect(evRange({ range_wltp: '250' })).toBe(250);
    expect(evRange({ electric_data: { mileage_range: 258 } })).toBe(258);
    expect(evRange({ technical_data: { ev_range: 190 } })).toBe(190);
    expect(evRange({ technical_spec: { 'EV Range': '210 miles' } })).toBe(210);
    expect(evRange({ ev_data: null, electric_data: {} })).toBeNull();
  });
});

describe('vehicleTags', () => {
  const config = resolveTenantConfig({ nearlyReadyLocations: ['Prep Yard'] });
  it('adds Optional Extras with the summed price', () => {
    expect(
      vehicleTags(config, { additional_features: [{ price: 500 }, { price: 250.5 }] }),
    ).toEqual([
      { kind: 'optional-extras', label: 'Optional Extras', price: 75050, modal: 'optional-extras' },
    ]);
  });
  it('adds 0% finance when, and only when, one of the quotes is at 0% APR', () => {
    expect(
      vehicleTags(
        config,
        {},
        { pcpQuote: { key: 'PCP', Apr: 9.9 }, hpQuote: { key: 'HP', Apr: 0 } },
      ),
    ).toEqual([
      {
        kind: '0-finance',
        label: '0% finance',
        modal: '0-finance',
        product: 'HP',
        text: 'This vehicle is offered at 0% APR representative on Hire Purchase. The representative example with the price shows every figure; finance is subject to status.',
      },
    ]);
    const offer = vehicleTags(
      config,
      {},
      { pcpQuote: { key: 'PCP', Apr: 0, Promotion: 'Kia 0% APR PCP offer' } },
    );
    expect(offer[0]?.kind === '0-finance' && offer[0].text).toContain(
      'on Personal Contract Purchase under the Kia 0% APR PCP offer.',
    );
  });
  it('never says 0% finance from the stock tags alone: a car quoted above 0% APR has no such tag', () => {
    const tagged = { tags: ['interest-free'] } as Parameters<typeof vehicleTags>[1];
    expect(vehicleTags(config, tagged, { pcpQuote: { key: 'PCP', Apr: 9.9 } })).toEqual([]);
    expect(vehicleTags(config, tagged)).toEqual([]);
  });
  it("adds I'm nearly ready for configured locations or site slugs", () => {
    expect(vehicleTags(config, { location: { name: 'prep yard' } })[0]?.label).toBe(
      "I'm nearly ready",
    );
    expect(vehicleTags(config, { site: { slug: 'prep-yard' } })).toEqual([]);
    expect(
      vehicleTags(resolveTenantConfig({ nearlyReadyLocations: ['leeds'] }), {
        site: { slug: 'leeds' },
      }),
    ).toHaveLength(1);
  });
  it('has no tags for a plain vehicle', () => {
    expect(vehicleTags(DEFAULT_TENANT_CONFIG, {})).toEqual([]);
  });
});

describe('keyFacts', () => {
  const vehicle = {
    year: 2021,
    odometer_value: 12000,
    odometer_units: 'miles',
    fuel_type: 'Petrol',
    transmission: 'Manual',
    body_type: '',
    colour: null,
    doors: 5,
    seats: 5,
    mpg: 55.4,
    ev_data: { range_miles: 0 },
  };
  it('follows the default order and skips missing facts', () => {
    expect(keyFacts(DEFAULT_TENANT_CONFIG, vehicle).map((f) => [f.key, f.value])).toEqual([
      ['year', '2021'],
      ['mileage', '12,000 miles'],
      ['fuel_type', 'Petrol'],
      ['transmission', 'Manual'],
      ['doors', '5'],
      ['seats', '5'],
      ['mpg', '55.4 mpg'],
    ]);
  });
  it('follows the tenant order', () => {
    const config = resolveTenantConfig({ keyFeatureOrder: ['ev_range', 'mileage', 'year'] });
    expect(
      keyFacts(config, { year: 2020, odometer_value: 5, electric_data: { mileage_range: 250 } }),
    ).toEqual([
      { key: 'ev_range', label: 'Range', value: '250 miles' },
      { key: 'mileage', label: 'Mileage', value: '5 miles' },
      { key: 'year', label: 'Year', value: '2020' },
    ]);
  });
  it('skips a missing mileage', () => {
    expect(keyFacts(resolveTenantConfig({ keyFeatureOrder: ['mileage', 'mpg'] }), {})).toEqual([]);
    expect(
      keyFacts(resolveTenantConfig({ keyFeatureOrder: ['mileage'] }), { odometer_value: 9 })[0]
        ?.value,
    ).toBe('9 miles');
  });
});

describe('listing card', () => {
  it('hides the class tag for hidden classes', () => {
    const config = resolveTenantConfig({ hiddenAdvertClassifications: ['used'] });
    expect(showClassTag(config, { advert_classification: 'USED' })).toBe(false);
    expect(showClassTag(config, { advert_classification: 'NEW' })).toBe(true);
    expect(showClassTag(config, {})).toBe(false);
  });
  it('picks the location tag source', () => {
    expect(locationTag(DEFAULT_TENANT_CONFIG, { site: { name: 'Leeds' } })).toBe('Leeds');
    expect(locationTag(DEFAULT_TENANT_CONFIG, { site: { city_town: 'York' } })).toBe('York');
    expect(locationTag(DEFAULT_TENANT_CONFIG, {})).toBeNull();
    const byLocation = resolveTenantConfig({ locationOptions: { source: 'location' } });
    expect(locationTag(byLocation, { location: { name: 'Yard 2' } })).toBe('Yard 2');
    expect(
      locationTag(resolveTenantConfig({ locationOptions: { showTag: false } }), {
        site: { name: 'x' },
      }),
    ).toBeNull();
  });
  it('links Call only with a telephone', () => {
    expect(callLink({ company: { telephone: '0113 496 0000' } })).toBe('tel:01134960000');
    expect(callLink({ company: { telephone: null } })).toBeNull();
    expect(callLink({})).toBeNull();
  });
});
