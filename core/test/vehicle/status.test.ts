import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_TENANT_CONFIG,
  availableToOrder,
  headlineMonthly,
  isOnOrder,
  isReserved,
  motExpiry,
  motStatus,
  ownersText,
  previousOwners,
  resolveTenantConfig,
  showInformationTiles,
  showUlezPill,
} from '../../src/index.ts';

const statuses = fc.constantFrom('Available', 'Reserved', 'On Order', 'Sold', null, undefined);

describe('reservation', () => {
  it('a set reserved flag always means reserved', () => {
    fc.assert(
      fc.property(statuses, (status) => isReserved({ reserved: true, reservation_status: status })),
    );
  });

  it('Available and On Order are never reserved without the flag', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Available', 'On Order', null, undefined, ''),
        (status) => !isReserved({ reserved: false, reservation_status: status }),
      ),
    );
  });

  it('other statuses are reserved', () => {
    expect(isReserved({ reservation_status: 'Reserved' })).toBe(true);
    expect(isReserved({ reservation_status: 'Sold' })).toBe(true);
  });

  it('only On Order is on order', () => {
    expect(isOnOrder({ reservation_status: 'On Order' })).toBe(true);
    expect(isOnOrder({ reservation_status: 'Available' })).toBe(false);
    expect(isOnOrder({ reservation_status: null })).toBe(false);
    expect(isOnOrder({})).toBe(false);
  });
});

describe('availableToOrder', () => {
  const config = resolveTenantConfig({ prepCentreSiteSlugs: ['prep-centre'] });
  it('labels prep-centre sites', () => {
    expect(availableToOrder(config, { site: { slug: 'prep-centre' } })).toBe('Available To Order');
  });
  it('labels location ROCKINGHAM in any case', () => {
    expect(availableToOrder(DEFAULT_TENANT_CONFIG, { location: { name: ' Rockingham ' } })).toBe(
      'Available To Order',
    );
  });
  it('is null elsewhere', () => {
    expect(
      availableToOrder(config, { site: { slug: 'leeds' }, location: { name: 'LEEDS' } }),
    ).toBeNull();
    expect(availableToOrder(config, {})).toBeNull();
  });
  it('uses the tenant text', () => {
    const tenant = resolveTenantConfig({
      prepCentreSiteSlugs: ['p'],
      messages: { availableToOrder: 'Order now' },
    });
    expect(availableToOrder(tenant, { site: { slug: 'p' } })).toBe('Order now');
  });
});

describe('showUlezPill', () => {
  it('needs both the tenant flag and ulez_compliant 1', () => {
    expect(showUlezPill({ ulez: true }, { ulez_compliant: 1 })).toBe(true);
    expect(showUlezPill({ ulez: false }, { ulez_compliant: 1 })).toBe(false);
    expect(showUlezPill({ ulez: true }, { ulez_compliant: 0 })).toBe(false);
    expect(showUlezPill({ ulez: true }, {})).toBe(false);
  });
});

describe('history tiles', () => {
  it('previous owners are keepers plus one', () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        (keepers) => previousOwners({ previous_keepers: keepers }) === keepers + 1,
      ),
    );
  });
  it('owners are said as the tile says them', () => {
    expect(ownersText(1)).toBe('1 owner');
    expect(ownersText(3)).toBe('3 owners');
  });
  it('previous owners are unknown without keepers', () => {
    expect(previousOwners({ previous_keepers: null })).toBeNull();
    expect(previousOwners({ previous_keepers: 2 }, 0)).toBe(2);
  });
  const TODAY = '2026-11-26';
  it('MOT PASSED is pass, anything else fail, none null', () => {
    expect(motStatus({ mot_history: { last_test_status: 'PASSED' } }, TODAY)).toBe('pass');
    expect(motStatus({ mot_history: { last_test_status: 'FAILED' } }, TODAY)).toBe('fail');
    expect(motStatus({ mot_history: {} }, TODAY)).toBe('fail');
    expect(motStatus({ mot_history: null }, TODAY)).toBeNull();
  });
  it('an MOT past its expiry date is expired, whatever its last result, against the given day', () => {
    const passed = {
      mot_history: {
        last_test_date: '2025-03-10',
        last_test_expiry_date: '2026-03-13',
        last_test_status: 'PASSED',
      },
    };
    expect(motStatus(passed, '2026-03-13')).toBe('pass');
    expect(motStatus(passed, '2026-03-14')).toBe('expired');
    expect(motStatus(passed, TODAY)).toBe('expired');
    expect(motExpiry(passed)).toBe('2026-03-13');
    // Only the expiry date known: expired or current by it alone.
    expect(motStatus({ date_mot_expires: '2026-03-13' }, TODAY)).toBe('expired');
    expect(motStatus({ date_mot_expires: '2027-03-13' }, TODAY)).toBeNull();
    expect(motExpiry({ date_mot_expires: '2027-03-13T00:00:00Z' })).toBe('2027-03-13');
    expect(motExpiry({ date_mot_expires: null, mot_history: null })).toBeNull();
  });
  it('information tiles are hidden for OFFER and NEW', () => {
    expect(showInformationTiles({ advert_classification: 'OFFER' })).toBe(false);
    expect(showInformationTiles({ advert_classification: 'new' })).toBe(false);
    expect(showInformationTiles({ advert_classification: 'USED' })).toBe(true);
    expect(showInformationTiles({})).toBe(true);
  });
});

describe('headlineMonthly', () => {
  const quote = { key: 'PCP' as const, Apr: 9.9 };
  it('is the headline quote where finance is offered and its example is shown', () => {
    expect(headlineMonthly({}, { pcpQuote: quote }, { repExample: true })).toBe(quote);
  });
  it('is none on a mobility-scheme car, without the example, or without a quote', () => {
    expect(
      headlineMonthly({ allowance_type: 'PIP' }, { pcpQuote: quote }, { repExample: true }),
    ).toBeNull();
    expect(headlineMonthly({}, { pcpQuote: quote }, { repExample: false })).toBeNull();
    expect(headlineMonthly({}, null, { repExample: true })).toBeNull();
  });
});
