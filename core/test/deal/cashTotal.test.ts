import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cashOrderSteps,
  cashTotal,
  cashTotalShown,
  formatUkDateTime,
  reservationHeldText,
  reservationHeldUntil,
  reservedDealLines,
} from '../../src/index.ts';

const penceArb = fc.integer({ min: 0, max: 10_000_000 });

describe('cashTotal', () => {
  it('itemises price, admin fee, products and part exchange', () => {
    const total = cashTotal({
      price: 1500000,
      adminFee: 9900,
      products: [29900, 15000],
      valuations: [{ price: 400000, settlement: 100000 }],
    });
    expect(total).toEqual({
      vehiclePrice: 1500000,
      adminFee: 9900,
      products: 44900,
      partExchangeValue: 400000,
      settlement: 100000,
      partExchangeBalance: 300000,
      negativeEquity: 0,
      total: 1254800,
      owedToShopper: 0,
    });
  });

  it('treats a missing admin fee, products and part exchange as none', () => {
    expect(cashTotal({ price: 1500000, adminFee: null })).toMatchObject({
      adminFee: 0,
      products: 0,
      total: 1500000,
    });
  });

  it('adds negative equity to the total and shows it', () => {
    const total = cashTotal({
      price: 1500000,
      valuations: [{ price: 300000, settlement: 450000 }],
    });
    expect(total).toMatchObject({
      partExchangeBalance: -150000,
      negativeEquity: 150000,
      total: 1650000,
    });
  });

  it('cash total adds up its items', () => {
    fc.assert(
      fc.property(
        penceArb,
        penceArb,
        fc.array(penceArb, { maxLength: 4 }),
        fc.array(fc.record({ price: penceArb, settlement: penceArb }), { maxLength: 3 }),
        (price, adminFee, products, valuations) => {
          const t = cashTotal({ price, adminFee, products, valuations });
          return (
            t.total === t.vehiclePrice + t.adminFee + t.products - t.partExchangeBalance &&
            t.partExchangeBalance === t.partExchangeValue - t.settlement
          );
        },
      ),
    );
  });

  it('issue 43: a part exchange worth more than the deal is money owed to the shopper, never a negative total', () => {
    const total = cashTotal({ price: 1000000, valuations: [{ price: 1103100, settlement: 0 }] });
    expect(total.total).toBe(-103100);
    expect(total.owedToShopper).toBe(103100);
    expect(cashTotalShown(total)).toEqual({
      label: 'We owe you',
      amount: 103100,
      note: 'Your part exchange is worth £1,031 more than this deal: the retailer will refund it to you or take it off another purchase.',
    });
    expect(cashOrderSteps(total)).toContain(
      'We owe you £1,031: our sales team will call you within one working day to refund it or take it off another purchase, and to arrange collection or delivery.',
    );
    expect(cashOrderSteps(total).join(' ')).not.toMatch(/arrange payment/);
  });

  it('a cash total of zero or more is the sum to pay', () => {
    const total = cashTotal({ price: 1000000, valuations: [{ price: 1000000, settlement: 0 }] });
    expect(total.owedToShopper).toBe(0);
    expect(cashTotalShown(total)).toEqual({ label: 'Cash total', amount: 0, note: null });
    expect(cashOrderSteps(total).join(' ')).toMatch(/arrange payment/);
  });

  it('owed and paid never show together: the shown amount is the total’s size', () => {
    fc.assert(
      fc.property(
        penceArb,
        fc.array(fc.record({ price: penceArb, settlement: penceArb }), { maxLength: 3 }),
        (price, valuations) => {
          const total = cashTotal({ price, valuations });
          const shown = cashTotalShown(total);
          expect(shown.amount).toBe(Math.abs(total.total));
          expect(total.owedToShopper).toBe(Math.max(0, -total.total));
          expect(shown.label === 'We owe you').toBe(total.total < 0);
        },
      ),
    );
  });
});

describe('reservedDealLines', () => {
  it('issue 43: a reservation confirms the deal in full: price, part exchange, deposit paid, balance due', () => {
    const total = cashTotal({
      price: 1500000,
      adminFee: 14900,
      valuations: [{ price: 400000, settlement: 100000 }],
    });
    expect(reservedDealLines(total, 9900)).toEqual([
      { label: 'Vehicle price', amount: '£15,000.00' },
      { label: 'Admin fee', amount: '£149.00' },
      { label: 'Part-exchange valuation', amount: '\u2212£4,000.00' },
      { label: 'Outstanding finance settlement', amount: '+£1,000.00' },
      { label: 'Reservation deposit paid', amount: '\u2212£99.00' },
      { label: 'Balance due', amount: '£12,050.00' },
    ]);
  });

  it('a deposit and part exchange worth more than the deal leave money we owe, never a negative balance', () => {
    const total = cashTotal({ price: 100000, valuations: [{ price: 150000, settlement: 0 }] });
    expect(reservedDealLines(total, 9900).at(-1)).toEqual({
      label: 'We owe you',
      amount: '£599.00',
    });
  });
});

describe('reservationHeldUntil', () => {
  it('is said to the shopper as a clock in the UK reads it, when the order says', () => {
    expect(reservationHeldText('2026-12-06T14:30:00.000Z')).toBe(
      'We hold it for you until Sunday 6 December 2026 at 14:30.',
    );
    // British Summer Time: the wall clock is an hour ahead of UTC.
    expect(reservationHeldText('2026-06-06T14:30:00.000Z')).toBe(
      'We hold it for you until Saturday 6 June 2026 at 15:30.',
    );
    expect(reservationHeldText(null)).toBeNull();
    expect(reservationHeldText('not a time')).toBeNull();
  });

  it('is the hold hours after the payment, to the millisecond', () => {
    expect(reservationHeldUntil('2026-11-25T12:00:00.000Z', 72)).toBe('2026-11-28T12:00:00.000Z');
    // Hours of real time: the clocks going back in October change the wall time, not the hold.
    expect(reservationHeldUntil('2026-10-22T10:15:00.000Z', 168)).toBe('2026-10-29T10:15:00.000Z');
    expect(formatUkDateTime('2026-10-29T10:15:00.000Z')).toBe('Thursday 29 October 2026 at 10:15');
  });

  it('refuses a hold that is not a whole number of hours from 1 to 2,160, or an unreadable time', () => {
    expect(() => reservationHeldUntil('2026-11-25T12:00:00.000Z', 0)).toThrow(/hold hours/);
    expect(() => reservationHeldUntil('2026-11-25T12:00:00.000Z', 1.5)).toThrow(/hold hours/);
    expect(() => reservationHeldUntil('2026-11-25T12:00:00.000Z', 2161)).toThrow(/hold hours/);
    expect(() => reservationHeldUntil('yesterday', 72)).toThrow(/reserved at/);
  });
});
