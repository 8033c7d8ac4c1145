import { describe, expect, it } from 'vitest';
import {
  DEAL_CHANNEL,
  FAVOURITES_KEY,
  dealStorageKey,
  onSharedDeal,
  readKeptDeal,
  shareDeal,
  writeKeptDeal,
  orderStorageKey,
  readFavourites,
  readStoredGuid,
  orderAttemptStorageKey,
  readStoredAttempt,
  writeIdList,
  writeStoredAttempt,
  writeStoredGuid,
} from '../src/state/browserStorage.ts';
import { buildOrderPayload, type OrderPayload } from '@showroom/core';
import { MemoryStorage } from './helpers/memoryStorage.ts';

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

describe('the order creation in flight (decision record 0301)', () => {
  const payload: OrderPayload = buildOrderPayload({
    stockId: 100279,
    customer: {
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      telephone: '07700 900123',
      currentAddress: null,
    },
    termsAccepted: true,
    enquirySource: 'website',
    enquirySourceHistory: [],
    optIns: {},
    products: [],
    paymentType: 'OUTRIGHT_DEPOSIT',
  });
  const key = 'attempt-7d1c2f9e-3b4a';

  it('reads back the attempt written for the vehicle, and none once forgotten', () => {
    const storage = new MemoryStorage();
    writeStoredAttempt(storage, 100279, { key, payload });
    expect(readStoredAttempt(storage, 100279)).toEqual({ key, payload });
    expect(readStoredAttempt(storage, 100280)).toBeNull();
    writeStoredAttempt(storage, 100279, null);
    expect(readStoredAttempt(storage, 100279)).toBeNull();
  });

  it('counts an attempt that is not core’s order for the vehicle as none', () => {
    const storage = new MemoryStorage();
    const { customer_email: _email, ...noEmail } = payload;
    for (const value of [
      { key, payload: { ...payload, vehicle: 100280 } },
      { key, payload: noEmail },
      { key, payload: { ...payload, products: 'none' } },
      { key, payload: { ...payload, terms_accepted: 'yes' } },
      { key, payload: [payload] },
      { key: 'short', payload },
      { payload },
      'not json',
    ]) {
      storage.setItem(
        orderAttemptStorageKey(100279),
        typeof value === 'string' ? value : JSON.stringify(value),
      );
      expect(readStoredAttempt(storage, 100279), JSON.stringify(value)).toBeNull();
    }
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

describe('the deal kept in the tab (decision record 0301)', () => {
  it('reads back what was written for the vehicle, in the tab’s storage only', () => {
    const session = new MemoryStorage();
    writeKeptDeal(session, 100279, { v: 1, stockId: 100279, method: 'cash' });
    expect(session.getItem(dealStorageKey(100279))).toBe(
      JSON.stringify({ v: 1, stockId: 100279, method: 'cash' }),
    );
    expect(readKeptDeal(session, 100279)).toBe(session.getItem(dealStorageKey(100279)));
    expect(readKeptDeal(session, 100280)).toBeNull();
  });

  it('is none, and never throws, where storage is missing or blocked', () => {
    expect(readKeptDeal(null, 1)).toBeNull();
    expect(readKeptDeal(blocked, 1)).toBeNull();
    expect(() => writeKeptDeal(blocked, 1, {})).not.toThrow();
  });
});

describe('the deal shared with the other tabs (decision record 0302)', () => {
  it('reaches the listeners of the same vehicle in another tab, and stops when asked', async () => {
    const heard: unknown[] = [];
    const stop = onSharedDeal(100279, (deal) => heard.push(deal));
    const otherVehicle: unknown[] = [];
    onSharedDeal(100280, (deal) => otherVehicle.push(deal));
    // Another tab: its own channel of the same name (a channel never hears its own messages).
    const otherTab = new BroadcastChannel(DEAL_CHANNEL);
    otherTab.postMessage({ stockId: 100279, deal: { method: 'cash' } });
    otherTab.postMessage('not a deal');
    await expect.poll(() => heard).toEqual([{ method: 'cash' }]);
    stop();
    otherTab.postMessage({ stockId: 100279, deal: { method: 'reserve' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([{ method: 'cash' }]);
    expect(otherVehicle).toEqual([]);

    const received: unknown[] = [];
    otherTab.addEventListener('message', (event: MessageEvent) => received.push(event.data));
    shareDeal(100279, { method: 'finance' });
    await expect.poll(() => received).toEqual([{ stockId: 100279, deal: { method: 'finance' } }]);
    otherTab.close();
  });
});
