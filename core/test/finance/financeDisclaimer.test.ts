import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBJECT_TO_STATUS, financeDisclaimerHtml } from '../../src/index.ts';

const NORTHGATE = {
  registeredName: 'Northgate Motors Ltd',
  firmReferenceNumber: '612345',
  commission: 'We are paid a commission by Ridings & Co.',
};

describe('financeDisclaimerHtml', () => {
  it('names the configured broker, its FRN, the lender and the commission, then the status text', () => {
    expect(financeDisclaimerHtml(NORTHGATE, 'Ridings Vehicle Finance', 'Over 18s only.')).toBe(
      '<p>Northgate Motors Ltd (FCA firm reference number 612345) is a credit broker, not a lender, and finance is provided by Ridings Vehicle Finance. We are paid a commission by Ridings &amp; Co. Over 18s only.</p>',
    );
  });

  it('says the default status text when the retailer gives none', () => {
    expect(financeDisclaimerHtml(NORTHGATE, 'Bank plc')).toContain(
      `${DEFAULT_SUBJECT_TO_STATUS}</p>`,
    );
    expect(DEFAULT_SUBJECT_TO_STATUS).toBe(
      'Finance subject to status. Over 18s only. Guarantees may be required.',
    );
  });

  it('escapes what the retailer wrote, so it stays text', () => {
    expect(
      financeDisclaimerHtml({ ...NORTHGATE, registeredName: '<b>N</b> Ltd' }, 'Bank'),
    ).toContain('&lt;b&gt;N&lt;/b&gt; Ltd');
  });
});
