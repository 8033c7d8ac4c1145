import { describe, expect, it } from 'vitest';
import { brokerStatement, DEFAULT_TENANT_CONFIG } from '../../src/index.ts';
import { brokerName } from '../../src/finance/brokerName.ts';

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

describe('brokerStatement', () => {
  it('names the firm as the FCA registers it, its firm reference number, the lender and its commission', () => {
    expect(
      brokerStatement(
        {
          registeredName: 'Northgate Motors Ltd',
          firmReferenceNumber: '654321',
          commission: 'We are paid a commission by the lender.',
        },
        'Black Horse Finance',
      ),
    ).toBe(
      'Northgate Motors Ltd (FCA firm reference number 654321) is a credit broker, not a lender, and finance is provided by Black Horse Finance. We are paid a commission by the lender.',
    );
  });
  it('the default tenant discloses a firm reference number and the nature of its commission', () => {
    const { broker } = DEFAULT_TENANT_CONFIG;
    expect(broker.firmReferenceNumber).toMatch(/^[0-9]{6,7}$/);
    expect(broker.commission).toMatch(/commission/);
  });
});
