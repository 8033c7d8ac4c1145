import { describe, expect, it } from 'vitest';
import { compareAddressOnReturn, compareEntryState } from '../src/browser/compareOnReturn.ts';

const BASE = 'https://shop.example/vehicle-search/compare';

describe('the compare page shown again by Back or Forward', () => {
  it('is marked as the shopper’s own list only when its address names the cars on that list', () => {
    expect(compareEntryState(`${BASE}?ids=1%2C2`, [2, 1], null)).toEqual({
      showroomOwnCompareList: true,
    });
    expect(compareEntryState(`${BASE}?ids=1%2C2`, [2, 1], { other: 1 })).toEqual({
      other: 1,
      showroomOwnCompareList: true,
    });
    // A shared link, an entry already marked, and other pages are left alone.
    expect(compareEntryState(`${BASE}?ids=3`, [1, 2], null)).toBeNull();
    expect(compareEntryState(`${BASE}?ids=1`, [1], { showroomOwnCompareList: true })).toBeNull();
    expect(compareEntryState('https://shop.example/vehicle-search?ids=1', [1], null)).toBeNull();
  });

  it('comes back as the shopper’s list is now, with the same finance settings', () => {
    const own = { showroomOwnCompareList: true };
    expect(compareAddressOnReturn(`${BASE}?ids=1%2C2&term=36`, [2], own)).toBe(
      `${BASE}?ids=2&term=36`,
    );
    expect(compareAddressOnReturn(`${BASE}?ids=1&term=36`, [], own)).toBe(`${BASE}?term=36`);
    // Nothing changed, a shared link, or another page: the address stands.
    expect(compareAddressOnReturn(`${BASE}?ids=1%2C2`, [2, 1], own)).toBeNull();
    expect(compareAddressOnReturn(`${BASE}?ids=3`, [], null)).toBeNull();
    expect(compareAddressOnReturn(`${BASE}?ids=3`, [], 'junk')).toBeNull();
    expect(compareAddressOnReturn('https://shop.example/vehicle-search/saved', [], own)).toBeNull();
  });
});
