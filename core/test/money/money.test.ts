import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatPounds, fromPounds, toPounds } from '../../src/index.ts';

/** Reads a formatted amount back into pence: '−£1,234.56' → -123456. */
const parseMoney = (text: string) =>
  fromPounds(Number(text.replace(/[£,]/g, '').replace('\u2212', '-')));

const pence = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });

describe('formatMoney', () => {
  it('shows pounds and pence with thousands separators', () => {
    expect(formatMoney(123456)).toBe('£1,234.56');
  });

  it('drops the pence from whole pounds', () => {
    expect(formatMoney(150000)).toBe('£1,500');
    expect(formatMoney(0)).toBe('£0');
  });

  it('keeps the pence of whole pounds when asked to', () => {
    expect(formatMoney(150000, { pence: 'always' })).toBe('£1,500.00');
  });

  it('shows a negative amount with the page’s minus sign (−, not a hyphen): issue 43', () => {
    expect(formatMoney(-150)).toBe('\u2212£1.50');
    expect(formatPounds(-1031, { pence: 'always' })).toBe('\u2212£1,031.00');
  });

  it('formatMoney round-trips pence', () => {
    fc.assert(fc.property(pence, (amount) => parseMoney(formatMoney(amount)) === amount));
  });
});

describe('fromPounds', () => {
  it('converts a wire figure to pence', () => {
    expect(fromPounds(221.4)).toBe(22140);
    expect(fromPounds(99)).toBe(9900);
  });

  it('rounds half a penny away from zero, despite binary fractions', () => {
    expect(fromPounds(1.005)).toBe(101);
    expect(fromPounds(-1.005)).toBe(-101);
  });

  it('gives zero, not minus zero, for a tiny negative amount', () => {
    expect(fromPounds(-0.001)).toBe(0);
  });
});

describe('toPounds', () => {
  it('converts pence to a wire figure', () => {
    expect(toPounds(22140)).toBe(221.4);
  });

  it('toPounds then fromPounds returns the pence', () => {
    fc.assert(fc.property(pence, (amount) => fromPounds(toPounds(amount)) === amount));
  });
});

describe('formatPounds', () => {
  it('formats a wire pounds figure as formatMoney formats its pence', () => {
    expect(formatPounds(14995)).toBe('£14,995');
    expect(formatPounds(272.6)).toBe('£272.60');
    expect(formatPounds(250, { pence: 'always' })).toBe('£250.00');
    expect(formatPounds(1.005)).toBe('£1.01');
  });
});
