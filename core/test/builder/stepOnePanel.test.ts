import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_CONFIG, stepOnePanelTexts } from '../../src/index.ts';

/** Requirement DEAL-3: at step-1 the panel shows a banner and a footer, in the tenant's words. */
const texts = (change: Partial<Parameters<typeof stepOnePanelTexts>[0]> = {}) =>
  stepOnePanelTexts({
    methods: ['finance', 'cash', 'reserve'],
    reservationDeposit: 99,
    telephone: '0113 496 0000',
    tenant: DEFAULT_TENANT_CONFIG,
    ...change,
  });

describe('the step-1 panel’s banner and footer', () => {
  it('banner: the car can be reserved online for the order config’s deposit', () => {
    expect(texts().banner).toBe(
      'Reserve it online today with a fully refundable £99 deposit, or choose how you would like to pay.',
    );
    expect(texts({ reservationDeposit: 250 }).banner).toContain('£250 deposit');
  });

  it('no banner where Reserve is not offered', () => {
    expect(texts({ methods: ['finance', 'cash'] }).banner).toBeNull();
  });

  it('footer: a call to the branch when the vehicle has a telephone, and the broker’s small print', () => {
    expect(texts().footer).toEqual({
      callText: 'Prefer to talk it through? Call us on 0113 496 0000.',
      telephone: '0113 496 0000',
      smallPrint:
        'Showroom Motors Ltd (FCA firm reference number 987654) is a credit broker, not a lender. Finance is subject to status.',
    });
    for (const telephone of [null, undefined, '  '])
      expect(texts({ telephone }).footer).toMatchObject({ callText: null, telephone: null });
  });

  it('in the tenant’s words; an empty text leaves that part out', () => {
    const tenant = {
      ...DEFAULT_TENANT_CONFIG,
      broker: { ...DEFAULT_TENANT_CONFIG.broker, registeredName: 'Acme Cars Ltd' },
      messages: {
        dealBanner: 'Hold it for {deposit} today.',
        dealFooterCall: '',
        dealFooterSmallPrint: '{broker}, FRN {frn}.',
      },
    };
    expect(texts({ tenant })).toEqual({
      banner: 'Hold it for £99 today.',
      footer: { callText: null, telephone: null, smallPrint: 'Acme Cars Ltd, FRN 987654.' },
    });
    expect(texts({ tenant: { ...tenant, messages: { dealBanner: ' ' } } }).banner).toBeNull();
  });
});
