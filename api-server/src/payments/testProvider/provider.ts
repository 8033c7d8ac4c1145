import { randomBytes } from 'node:crypto';
import type { Pence } from '../../model.ts';
import {
  RefundRefused,
  type PaymentPort,
  type PaymentState,
  type RefundState,
} from '../../ports.ts';
import { methodHasExpired, readPaymentMethod } from './tokens.ts';

/**
 * Where the test provider's own servers are mounted, beside the API but outside `/api/v2`: the
 * browser hands the card there and gets back a payment-method token; the API only ever sees the
 * token (issue 13).
 */
export const TEST_PROVIDER_PREFIX = '/test-payment-provider';

type IntentStatus = 'requires_action' | 'requires_capture' | 'succeeded' | 'declined' | 'canceled';

/** A payment as the test provider's servers keep it (Stripe's PaymentIntent, in memory). */
export interface TestIntent {
  id: string;
  amount: Pence;
  reference: string;
  last4: string;
  status: IntentStatus;
  message: string | null;
  returnUrl: string;
}

/**
 * The built-in payment provider's servers: its payments (intents) and the 3-D Secure challenge
 * they may ask for. The challenge page and the payment-method endpoint (`plugin.ts`) and
 * the API's PaymentPort (`port`) share one instance, as Stripe's servers are one service.
 *
 * Payments are kept in this process's memory: on several nodes, a 3-D Secure challenge must be
 * completed on the node that started it (Stripe keeps its own payments; this stands in for it).
 */
export class TestPaymentProvider {
  private readonly intents = new Map<string, TestIntent>();
  private readonly byKey = new Map<string, string>();
  private readonly refundsByKey = new Map<string, RefundState>();
  private readonly refunded = new Map<string, RefundState[]>();

  constructor(
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  intent(id: string): TestIntent | undefined {
    return this.intents.get(id);
  }

  /** The refunds made of a payment, oldest first. */
  refunds(intentId: string): readonly RefundState[] {
    return this.refunded.get(intentId) ?? [];
  }

  /** The shopper's answer on the challenge page; false when the payment is not waiting for one. */
  authenticate(id: string, passed: boolean): boolean {
    const intent = this.intents.get(id);
    if (!intent || intent.status !== 'requires_action') return false;
    intent.status = passed ? 'requires_capture' : 'declined';
    intent.message = passed ? null : "Your card's authentication failed.";
    return true;
  }

  private state(intent: TestIntent): PaymentState {
    switch (intent.status) {
      case 'requires_action':
        return {
          status: 'requires_action',
          id: intent.id,
          redirectUrl: `${TEST_PROVIDER_PREFIX}/v1/challenge/${intent.id}`,
        };
      case 'requires_capture':
      case 'succeeded':
        return { status: intent.status, id: intent.id, last4: intent.last4 };
      case 'declined':
        return { status: 'declined', id: intent.id, message: intent.message ?? 'Declined.' };
      case 'canceled':
        return { status: 'canceled', id: intent.id };
    }
  }

  readonly port: PaymentPort = {
    name: 'test',
    publishableKey: null,
    authorise: async ({ amount, paymentMethod, reference, idempotencyKey, returnUrl }) => {
      const again = this.byKey.get(idempotencyKey);
      if (again) return this.state(this.intents.get(again)!);
      const method = readPaymentMethod(this.secret, paymentMethod);
      if (!method)
        return {
          status: 'invalid',
          message: 'The payment method is not one the payment provider issued.',
        };
      const [status, message]: [IntentStatus, string | null] = methodHasExpired(method, this.now())
        ? ['declined', 'Your card has expired.']
        : method.outcome === 'succeeds'
          ? ['requires_capture', null]
          : method.outcome === 'requires_3ds'
            ? ['requires_action', null]
            : method.outcome === 'insufficient_funds'
              ? ['declined', 'Insufficient funds.']
              : ['declined', 'Your card was declined.'];
      const intent: TestIntent = {
        id: `pi_test_${randomBytes(12).toString('hex')}`,
        amount,
        reference,
        last4: method.last4,
        status,
        message,
        returnUrl,
      };
      this.intents.set(intent.id, intent);
      this.byKey.set(idempotencyKey, intent.id);
      return this.state(intent);
    },
    retrieve: async (id) => {
      const intent = this.intents.get(id);
      return intent
        ? this.state(intent)
        : { status: 'declined', id, message: 'The payment provider has no such payment.' };
    },
    capture: async (id) => {
      const intent = this.intents.get(id);
      if (intent?.status === 'requires_capture') intent.status = 'succeeded';
      return intent
        ? this.state(intent)
        : { status: 'declined', id, message: 'The payment provider has no such payment.' };
    },
    cancel: async (id) => {
      const intent = this.intents.get(id);
      if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
    },
    // As Stripe's refunds: only a taken payment, never more than was taken, once per key; refunded
    // in full, asked again, the refund made. A payment it does not know is refused as Stripe
    // refuses one, even one of its own (pi_test_…) taken before a restart: its payments live in
    // this process's memory, so it cannot tell what was taken (docs/decisions/0624).
    refund: async (id, { amount, idempotencyKey }) => {
      const again = this.refundsByKey.get(idempotencyKey);
      if (again) return again;
      const intent = this.intents.get(id);
      if (!intent) throw new RefundRefused(`No such payment_intent: '${id}'`);
      const made = this.refunded.get(id) ?? [];
      const left = intent.amount - made.reduce((sum, r) => sum + r.amount, 0);
      if (intent.status !== 'succeeded')
        throw new RefundRefused(`The payment ${id} was never taken (${intent.status}).`);
      if (left <= 0 && made.length) return made[0]!;
      if (amount > left)
        throw new RefundRefused(`The refund is more than the ${left} pence left to refund.`);
      const refund: RefundState = {
        id: `re_test_${randomBytes(12).toString('hex')}`,
        amount,
        status: 'succeeded',
      };
      this.refunded.set(id, [...made, refund]);
      this.refundsByKey.set(idempotencyKey, refund);
      return refund;
    },
  };
}
