import { describe, expect, it } from 'vitest';
import { amountOfCredit } from '../../src/index.ts';

describe('amountOfCredit', () => {
  it('is the cash price less the deposit', () => {
    expect(amountOfCredit({ cashPrice: 1500000, deposit: 150000 })).toBe(1350000);
  });

  it('is reduced by a part-exchange balance', () => {
    expect(
      amountOfCredit({ cashPrice: 1500000, deposit: 150000, partExchangeBalance: 300000 }),
    ).toBe(1050000);
  });

  it('carries negative equity into the credit', () => {
    expect(
      amountOfCredit({ cashPrice: 1500000, deposit: 150000, partExchangeBalance: -50000 }),
    ).toBe(1400000);
  });

  it('is never below zero', () => {
    expect(amountOfCredit({ cashPrice: 100000, deposit: 150000 })).toBe(0);
  });
});
