/**
 * Refunding a taken deposit through the payment port (a released reservation, src/admin/
 * operations.ts): Stripe's refunds API through the real adapter against the fake Stripe, and the
 * built-in test provider, which answers the same way.
 */
import { describe, expect, it } from 'vitest';
import { RefundRefused, type PaymentPort } from '../src/ports.ts';
import { stripePaymentProvider } from '../src/payments/stripeProvider.ts';
import { TestPaymentProvider } from '../src/payments/testProvider/provider.ts';
import { fakeStripe } from './helpers/fakeStripe.ts';
import { card, NOW, PROVIDER_SECRET } from './helpers/server.ts';

const DEPOSIT = 9900;

interface Provider {
  name: string;
  port: PaymentPort;
  /** A payment method that succeeds without 3-D Secure. */
  method: string;
  refundsAt(intent: string): { id: unknown; amount: unknown }[];
}

function stripe(): Provider {
  const fake = fakeStripe({ now: () => NOW });
  return {
    name: 'Stripe',
    port: stripePaymentProvider({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_test',
      httpClient: fake.httpClient,
      now: () => NOW,
      maxNetworkRetries: 0,
    }),
    method: 'pm_card_visa',
    refundsAt: (intent) => fake.refunds(intent) as { id: unknown; amount: unknown }[],
  };
}

function testProvider(): Provider {
  const provider = new TestPaymentProvider(PROVIDER_SECRET, () => NOW);
  return {
    name: 'the test provider',
    port: provider.port,
    method: card().payment_method,
    refundsAt: (intent) => [...provider.refunds(intent)],
  };
}

for (const make of [stripe, testProvider]) {
  describe(`refunds with ${make().name}`, () => {
    const taken = async (provider: Provider, capture = true) => {
      const state = await provider.port.authorise({
        amount: DEPOSIT,
        paymentMethod: provider.method,
        reference: 'order-1',
        idempotencyKey: `deposit-${Math.random()}`,
        returnUrl: 'https://shop.example/back',
      });
      if (state.status !== 'requires_capture') throw new Error(`not authorised: ${state.status}`);
      if (capture) expect((await provider.port.capture(state.id)).status).toBe('succeeded');
      return state.id;
    };

    it('refunds a taken deposit in full, once per key', async () => {
      const provider = make();
      const intent = await taken(provider);
      const request = { amount: DEPOSIT, idempotencyKey: `refund-${intent}`, reference: 'order-1' };
      const refund = await provider.port.refund(intent, request);
      expect(refund).toEqual({
        id: expect.stringMatching(/^re_/),
        amount: DEPOSIT,
        status: 'succeeded',
      });
      expect(await provider.port.refund(intent, request)).toEqual(refund);
      expect(provider.refundsAt(intent)).toHaveLength(1);
      expect(provider.refundsAt(intent)[0]).toMatchObject({ id: refund.id, amount: DEPOSIT });
    });

    it('refunded in full, asked again under another key: the refund made, not a second one', async () => {
      const provider = make();
      const intent = await taken(provider);
      const first = await provider.port.refund(intent, {
        amount: DEPOSIT,
        idempotencyKey: `first-${intent}`,
        reference: 'order-1',
      });
      const again = await provider.port.refund(intent, {
        amount: DEPOSIT,
        idempotencyKey: `again-${intent}`,
        reference: 'order-1',
      });
      expect(again.id).toBe(first.id);
      expect(provider.refundsAt(intent)).toHaveLength(1);
    });

    it('refuses to refund a payment never taken, or more than was taken', async () => {
      const provider = make();
      const authorised = await taken(provider, false);
      await expect(
        provider.port.refund(authorised, {
          amount: DEPOSIT,
          idempotencyKey: `refund-${authorised}`,
          reference: 'order-1',
        }),
      ).rejects.toBeInstanceOf(RefundRefused);
      const intent = await taken(provider);
      await expect(
        provider.port.refund(intent, {
          amount: DEPOSIT + 1,
          idempotencyKey: `too-much-${intent}`,
          reference: 'order-1',
        }),
      ).rejects.toBeInstanceOf(RefundRefused);
      expect(provider.refundsAt(authorised)).toHaveLength(0);
      expect(provider.refundsAt(intent)).toHaveLength(0);
    });
  });
}

describe('the test provider after a restart', () => {
  it('refuses to refund a payment it no longer holds, as Stripe refuses an unknown one', async () => {
    // Its payments live in memory: after a restart it cannot know what was taken, so it refunds
    // nothing on the API's word (docs/decisions/0624).
    const provider = new TestPaymentProvider(PROVIDER_SECRET, () => NOW);
    const request = { amount: DEPOSIT, idempotencyKey: 'refund-x', reference: 'order-1' };
    for (const id of ['pi_test_0123456789abcdef01234567', 'pi_3Abc'])
      await expect(
        provider.port.refund(id, { ...request, idempotencyKey: `refund-${id}` }),
      ).rejects.toThrow(new RefundRefused(`No such payment_intent: '${id}'`));
    expect(provider.refunds('pi_test_0123456789abcdef01234567')).toHaveLength(0);
  });

  it('the Stripe adapter refuses an unknown payment with the same words', async () => {
    const port = stripe().port;
    await expect(
      port.refund('pi_unknown', { amount: DEPOSIT, idempotencyKey: 'refund-u', reference: 'o' }),
    ).rejects.toThrow(new RefundRefused("No such payment_intent: 'pi_unknown'"));
  });
});
