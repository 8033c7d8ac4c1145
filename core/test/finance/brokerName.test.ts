import { describe, expect, it } from 'vitest';
import { brokerName } from '../../src/index.ts';

describe('brokerName', () => {
  it("is the broker the quote's broker statement names", () => {
    expect(
      brokerName(
        'Showroom Motors Ltd is a credit broker, not a lender, and finance is provided by X.',
        'Northgate',
      ),
    ).toBe('Showroom Motors Ltd');
  });

  it("is the retailer's name when the statement names no broker", () => {
    expect(brokerName('Finance subject to status.', 'Northgate')).toBe('Northgate');
    expect(brokerName(' is a credit broker', 'Northgate')).toBe('Northgate');
  });
});
