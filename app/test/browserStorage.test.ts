import { describe, expect, it } from 'vitest';
import {
  FAVOURITES_KEY,
  orderStorageKey,
  readFavourites,
  readStoredGuid,
  writeIdList,
  writeStoredGuid,
} from '../src/state/browserStorage.ts';
import { MemoryStorage } from './helpers/dealHarness.ts';

const GUID = '7d1c2f9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';

/** A storage that refuses every call, as a browser with storage blocked does. */
const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

describe('the order guid kept per vehicle', () => {
  it('reads back the guid written for the vehicle, and none once cleared', () => {
    const storage = new MemoryStorage();
    writeStoredGuid(storage, 100279, GUID);
    expect(storage.getItem(orderStorageKey(100279))).toBe(GUID);
    expect(readStoredGuid(storage, 100279)).toBe(GUID);
    expect(readStoredGuid(storage, 100280)).toBeNull();
    writeStoredGuid(storage, 100279, null);
    expect(readStoredGuid(storage, 100279)).toBeNull();
  });

  it('counts a foreign or corrupt value as none', () => {
    const storage = new MemoryStorage();
    for (const value of ['', 'short', '{"guid":"x"}', '<script>', 'a'.repeat(65)]) {
      storage.setItem(orderStorageKey(1), value);
      expect(readStoredGuid(storage, 1)).toBeNull();
    }
  });

  it('is none, and never throws, where storage is missing or blocked', () => {
    expect(readStoredGuid(null, 1)).toBeNull();
    expect(readStoredGuid(blocked, 1)).toBeNull();
    expect(() => writeStoredGuid(blocked, 1, GUID)).not.toThrow();
  });
});

describe('saved lists', () => {
  it('keep only positive whole stock ids, once each', () => {
    const storage = new MemoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify([3, 3, -1, 2.5, 'x', 7]));
    expect(readFavourites(storage)).toEqual([3, 7]);
    writeIdList(storage, FAVOURITES_KEY, [9]);
    expect(readFavourites(storage)).toEqual([9]);
    expect(readFavourites(blocked)).toEqual([]);
  });
});
