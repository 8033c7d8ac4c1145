import { subscribe } from 'valtio/vanilla';
import { createShowroomClient, type ShowroomClient } from '@showroom/api-client';
import type { DealEvent, DealState, IgnoredMove } from '@showroom/core';
import { createDealRunner, type DealPorts, type DealRunner } from '../../../app/src/deal/runner.ts';
import type { RecaptchaPort } from '../../../app/src/deal/recaptcha.ts';
import { injectFetch } from '../../src/injectFetch.ts';
import type { CardProviderPort } from '../../../app/src/deal/cardProvider.ts';
import { testCardProvider } from '../../../app/src/deal/testCardProvider.ts';
import type { TestHost } from './host.ts';
import { MemoryStorage } from '../../../app/test/helpers/memoryStorage.ts';

export { MemoryStorage };

/** One call the runner made through the api port, with what came back. */
export type ApiCall = { method: keyof ShowroomClient; args: unknown[]; result?: unknown };

/** The real api-client of the host's embedded API (in-process, as the host itself reads it). */
export function hostClient(host: TestHost): ShowroomClient {
  return createShowroomClient({
    baseUrl: 'http://showroom.internal',
    fetch: injectFetch(host.app),
  });
}

/**
 * The payment provider a harness's runner hands cards to: the test provider's servers (its endpoint
 * at an origin, reached with a plain fetch the way the browser reaches it; every request recorded),
 * or any other adapter of the port (Stripe's, over a stand-in Stripe.js).
 */
export type HarnessProvider =
  { origin: string; fetch: typeof globalThis.fetch } | { port: CardProviderPort };

/** The test provider's servers of the host's embedded API, in-process. */
export function hostProvider(host: TestHost): HarnessProvider {
  return { origin: 'http://showroom.internal', fetch: injectFetch(host.app) };
}

/** One card the runner handed to the payment provider, with the status and body it answered. */
export type ProviderCall = { url: string; body: unknown; status?: number; answer?: unknown };

/**
 * The deal runner over real ports: the real api-client (wrapped only to count what is in flight
 * and record every call), an in-memory Storage, analytics recorded, and waits that resolve at once.
 */
export type DealHarness = DealRunner & {
  api: ShowroomClient;
  storage: MemoryStorage;
  /** The tab's sessionStorage. */
  session: MemoryStorage;
  calls: ApiCall[];
  /** Every request the runner sent to the payment provider. */
  providerCalls: ProviderCall[];
  /** Where the page was sent (the card issuer's 3-D Secure check), in order. */
  navigations: string[];
  tracked: { event: string; params: Readonly<Record<string, unknown>> }[];
  /** Every state the store held, in order (recorded synchronously). */
  states: DealState[];
  /**
   * Every move core ignored where the deal stood (decision 0106), in order. A journey makes only
   * the moves the deal offers: see {@link expectNothingIgnored}.
   */
  ignored: IgnoredMove[];
  deal(): DealState;
  /** Sends the event and waits until no effect is in flight. */
  act(event: DealEvent): Promise<void>;
  settle(): Promise<void>;
  /** Resolves once a call of the method is in flight. */
  whenCalling(method: keyof ShowroomClient): Promise<void>;
  inFlight(): number;
  stop(): void;
};

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function dealHarness(
  client: ShowroomClient,
  initial: DealState,
  storage = new MemoryStorage(),
  session = new MemoryStorage(),
  provider?: HarnessProvider,
  recaptcha?: RecaptchaPort,
): DealHarness {
  let inFlight = 0;
  const running = new Map<string, number>();
  const calls: ApiCall[] = [];
  const counted = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    inFlight++;
    running.set(name, (running.get(name) ?? 0) + 1);
    try {
      return await run();
    } finally {
      inFlight--;
      running.set(name, running.get(name)! - 1);
    }
  };
  const api = Object.fromEntries(
    Object.entries(client).map(([name, fn]) => [
      name,
      typeof fn === 'function'
        ? (...args: unknown[]) => {
            const call: ApiCall = { method: name as keyof ShowroomClient, args };
            calls.push(call);
            return counted(name, async () => {
              call.result = await (fn as (...a: unknown[]) => Promise<unknown>).apply(client, args);
              return call.result;
            });
          }
        : fn,
    ]),
  ) as ShowroomClient;
  const tracked: DealHarness['tracked'] = [];
  const ignored: IgnoredMove[] = [];
  const providerCalls: ProviderCall[] = [];
  /** Where the page was sent (the card issuer's 3-D Secure check). */
  const navigations: string[] = [];
  const providerFetch: typeof globalThis.fetch = (input, init) => {
    const call: ProviderCall = {
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    providerCalls.push(call);
    return counted('provider', async () => {
      if (!provider || !('fetch' in provider))
        throw new Error('this harness has no test payment provider');
      const response = await provider.fetch(input, init);
      call.status = response.status;
      call.answer = await response.clone().json();
      return response;
    });
  };
  const ports: DealPorts = {
    api,
    storage: () => storage,
    session: () => session,
    track: (event, params) => tracked.push({ event, params }),
    scrollToDeal: () => {},
    wait: () => counted('wait', () => Promise.resolve()),
    provider:
      provider && 'port' in provider
        ? {
            hostedFields: provider.port.hostedFields,
            tokenise: (card) => counted('provider', () => provider.port.tokenise(card)),
          }
        : testCardProvider(
            provider && 'origin' in provider ? provider.origin : 'http://provider.invalid',
            providerFetch,
          ),
    recaptcha: recaptcha ?? {
      token: () => Promise.reject(new Error('this harness has no reCAPTCHA')),
    },
    navigate: (url) => navigations.push(url),
    ignored: (move) => ignored.push(move),
    returnUrl: (query) =>
      `http://showroom.test/vehicle-search/the-car?${new URLSearchParams(query).toString()}`,
  };
  const runner = createDealRunner(initial, ports);
  const states: DealState[] = [initial];
  const stop = subscribe(runner.store, () => states.push(runner.store.deal), true);

  const settle = async () => {
    for (let i = 0; i < 5000; i++) {
      await tick();
      if (inFlight === 0) {
        await tick();
        if (inFlight === 0) return;
      }
    }
    throw new Error(`the deal did not settle: ${inFlight} effect(s) still in flight`);
  };
  return {
    ...runner,
    api,
    storage,
    session,
    calls,
    providerCalls,
    navigations,
    tracked,
    states,
    ignored,
    deal: () => runner.store.deal,
    async act(event) {
      runner.send(event);
      await settle();
    },
    settle,
    async whenCalling(method) {
      for (let i = 0; i < 5000; i++) {
        if ((running.get(method) ?? 0) > 0) return;
        await Promise.resolve();
        if (i % 50 === 49) await tick();
      }
      throw new Error(`${method} was never called`);
    },
    inFlight: () => inFlight,
    stop,
  };
}

/**
 * Fails when a harness's runner sent a move core ignored (decision 0106): a journey that makes
 * only the moves the deal offers has none. A test that makes one on purpose takes it out of
 * `ignored` once it has asserted it.
 */
export function expectNothingIgnored(harnesses: readonly DealHarness[]): void {
  const moves = harnesses.flatMap((harness) => harness.ignored);
  if (moves.length > 0)
    throw new Error(
      `the deal ignored ${moves.length} move(s): ${moves
        .map((move) => `${move.event} (${move.reason})`)
        .join('; ')}`,
    );
}
