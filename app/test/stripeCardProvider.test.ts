import { describe, expect, it } from 'vitest';
import type { Stripe } from '@stripe/stripe-js';
import type { HostedFieldsStatus } from '@showroom/ui';
import { STRIPE_UNAVAILABLE, stripeCardProvider } from '../src/deal/stripeCardProvider.ts';

/**
 * The Stripe adapter of the browser's card-provider port over a stand-in for Stripe.js (the
 * journeys in e2e/stripe-journey.spec.ts run it in Chromium against e2e/fake-stripe): what it asks
 * Stripe.js for, and how it reports Stripe's answers and failures.
 */

type Handler = (event: { complete: boolean }) => void;

/** A stand-in for Stripe.js recording what the adapter asks of it. */
function standInStripe(
  answers: {
    submit?: () => Promise<{ error?: { message?: string } }>;
    createPaymentMethod?: () => Promise<{
      paymentMethod?: { id: string };
      error?: { type?: string; message?: string };
    }>;
  } = {},
) {
  const calls: { name: string; args: unknown[] }[] = [];
  const handlers = new Map<string, Handler>();
  const element = {
    on(event: string, handler: Handler) {
      handlers.set(event, handler);
      return element;
    },
    mount: (...args: unknown[]) => calls.push({ name: 'mount', args }),
    destroy: () => calls.push({ name: 'destroy', args: [] }),
    focus: () => calls.push({ name: 'focus', args: [] }),
  };
  const elements = {
    create: (...args: unknown[]) => {
      calls.push({ name: 'create', args });
      return element;
    },
    submit: () => {
      calls.push({ name: 'submit', args: [] });
      return answers.submit?.() ?? Promise.resolve({});
    },
  };
  const stripe = {
    elements: (...args: unknown[]) => {
      calls.push({ name: 'elements', args });
      return elements;
    },
    createPaymentMethod: (...args: unknown[]) => {
      calls.push({ name: 'createPaymentMethod', args });
      return answers.createPaymentMethod?.() ?? Promise.resolve({ paymentMethod: { id: 'pm_1' } });
    },
  };
  return {
    stripe: stripe as unknown as Stripe,
    calls,
    emit: (event: string, payload = { complete: false }) => handlers.get(event)?.(payload),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const container = { id: 'card' } as unknown as HTMLElement;

async function mounted(fake: ReturnType<typeof standInStripe>) {
  const keys: string[] = [];
  const provider = stripeCardProvider('pk_test_abc', 9900, async (key) => {
    keys.push(key);
    return fake.stripe;
  });
  const statuses: HostedFieldsStatus[] = [];
  const fields = provider.hostedFields!.mount(container, (status) => statuses.push(status));
  await tick();
  return { provider, statuses, fields, keys };
}

describe('Stripe in the browser', () => {
  it('mounts a card-only Payment Element for the deposit, manual capture, its name collected by the form', async () => {
    const fake = standInStripe();
    const { statuses, keys } = await mounted(fake);
    expect(keys).toEqual(['pk_test_abc']);
    expect(fake.calls.slice(0, 3)).toEqual([
      {
        name: 'elements',
        args: [
          {
            mode: 'payment',
            amount: 9900,
            currency: 'gbp',
            captureMethod: 'manual',
            paymentMethodCreation: 'manual',
            allowedPaymentMethodTypes: ['card'],
          },
        ],
      },
      {
        name: 'create',
        args: [
          'payment',
          {
            fields: { billingDetails: { name: 'never' } },
            wallets: { applePay: 'never', googlePay: 'never', link: 'never' },
          },
        ],
      },
      { name: 'mount', args: [container] },
    ]);
    fake.emit('ready');
    fake.emit('change', { complete: true });
    expect(statuses).toEqual([
      { state: 'ready', complete: false },
      { state: 'ready', complete: true },
    ]);
  });

  it('tokenises by submitting the element, then createPaymentMethod with the cardholder’s name', async () => {
    const fake = standInStripe();
    const { provider } = await mounted(fake);
    expect(await provider.tokenise({ cardholder_name: 'Jane Shopper' })).toEqual({
      token: 'pm_1',
    });
    const [submit, create] = fake.calls.slice(3);
    expect(submit?.name).toBe('submit');
    expect(create?.name).toBe('createPaymentMethod');
    expect(create?.args[0]).toMatchObject({
      params: { billing_details: { name: 'Jane Shopper' } },
    });
  });

  it('says what Stripe says when the card is incomplete or refused, and never creates a method for an incomplete one', async () => {
    const incomplete = standInStripe({
      submit: async () => ({ error: { message: 'Your card number is incomplete.' } }),
    });
    const first = await mounted(incomplete);
    expect(await first.provider.tokenise({ cardholder_name: 'J' })).toEqual({
      message: 'Your card number is incomplete.',
    });
    expect(incomplete.calls.map((c) => c.name)).not.toContain('createPaymentMethod');

    const refused = standInStripe({
      createPaymentMethod: async () => ({ error: { message: 'Your card number is incorrect.' } }),
    });
    const second = await mounted(refused);
    expect(await second.provider.tokenise({ cardholder_name: 'J' })).toEqual({
      message: 'Your card number is incorrect.',
    });

    const unreachable = standInStripe({
      createPaymentMethod: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const third = await mounted(unreachable);
    // Stripe not reached is not a refusal of the card (decision 0714).
    expect(await third.provider.tokenise({ cardholder_name: 'J' })).toEqual({
      unreachable: 'network',
    });

    const failing = standInStripe({
      createPaymentMethod: async () => ({
        error: { type: 'api_connection_error', message: 'Failed to fetch' },
      }),
    });
    const fourth = await mounted(failing);
    expect(await fourth.provider.tokenise({ cardholder_name: 'J' })).toEqual({
      unreachable: 'network',
    });
  });

  it('before the element is mounted, or after it is gone, there is nothing to tokenise', async () => {
    const fake = standInStripe();
    const provider = stripeCardProvider('pk_test_abc', 9900, async () => fake.stripe);
    expect(await provider.tokenise({ cardholder_name: 'J' })).toEqual({
      message: 'The secure card form is not ready yet. Please try again.',
    });
    const { provider: again, fields } = await mounted(fake);
    fields.unmount();
    expect(fake.calls.at(-1)?.name).toBe('destroy');
    expect(await again.tokenise({ cardholder_name: 'J' })).toHaveProperty('message');
  });

  it('Stripe.js that cannot be loaded is reported, and the next mount loads it again', async () => {
    const fake = standInStripe();
    let attempts = 0;
    const provider = stripeCardProvider('pk_test_abc', 9900, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to load Stripe.js');
      return fake.stripe;
    });
    const statuses: HostedFieldsStatus[] = [];
    provider.hostedFields!.mount(container, (status) => statuses.push(status)).unmount();
    const failed: HostedFieldsStatus[] = [];
    // The first mount went away before loading ended: it reports nothing.
    provider.hostedFields!.mount(container, (status) => failed.push(status));
    await tick();
    expect(statuses).toEqual([]);
    expect(failed).toEqual([{ state: 'failed', message: STRIPE_UNAVAILABLE }]);
    provider.hostedFields!.mount(container, () => undefined);
    await tick();
    expect(attempts).toBe(2);
    expect(fake.calls.map((c) => c.name)).toContain('mount');
  });
});
