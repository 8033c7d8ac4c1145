import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { initialOrderState, orderTransition } from '../../src/index.ts';
import type { OrderEffect, OrderEvent, OrderState } from '../../src/index.ts';

/** The simple model: what a shopper's browser should believe about the one vehicle's order. */
type Model = {
  loaded: boolean;
  guid: string | null;
  creating: boolean;
  terms: boolean;
  ordersCreated: number;
};
type Real = { state: OrderState; last: OrderEffect[] };

const STOCK_ID = 101;
const VALID = {
  vehicle: STOCK_ID,
  customer_first_name: 'Ann',
  customer_last_name: 'Lee',
  customer_email: 'ann@example.com',
};

function send(real: Real, event: OrderEvent): OrderEffect[] {
  const next = orderTransition(real.state, event);
  real.state = next.state;
  real.last = next.effects;
  return next.effects;
}

const creates = (effects: OrderEffect[]) => effects.filter((e) => e.type === 'api.createOrder');

function invariants(model: Model, real: Real): void {
  expect(real.state.guid).toBe(model.guid);
  expect(real.state.status === 'creating').toBe(model.creating);
  expect(model.ordersCreated).toBeLessThanOrEqual(1);
}

class Load implements fc.Command<Model, Real> {
  constructor(readonly storedGuid: string | null) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const effects = send(real, { type: 'load', storedGuid: this.storedGuid });
    if (!model.loaded) {
      model.loaded = true;
      if (this.storedGuid && model.guid === null && !model.creating) {
        model.guid = this.storedGuid;
        model.ordersCreated = 1;
      }
      expect(effects[0]).toEqual({ type: 'api.checkAvailability', stockId: STOCK_ID });
    } else expect(effects).toEqual([]);
    invariants(model, real);
  }
  toString = () => `load(${this.storedGuid})`;
}

class AcceptTerms implements fc.Command<Model, Real> {
  constructor(readonly accepted: boolean) {}
  check = () => true;
  run(model: Model, real: Real): void {
    send(real, { type: 'acceptTerms', accepted: this.accepted });
    model.terms = this.accepted;
    invariants(model, real);
  }
  toString = () => `acceptTerms(${this.accepted})`;
}

class Submit implements fc.Command<Model, Real> {
  constructor(readonly complete: boolean) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const payload = this.complete ? VALID : { ...VALID, customer_email: ' ' };
    const made = creates(send(real, { type: 'submit', payload }));
    const expected = this.complete && model.terms && model.guid === null && !model.creating;
    expect(made).toHaveLength(expected ? 1 : 0);
    if (expected) model.creating = true;
    invariants(model, real);
  }
  toString = () => `submit(${this.complete ? 'complete' : 'incomplete'})`;
}

class CreateSucceeded implements fc.Command<Model, Real> {
  constructor(readonly guid: string) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const effects = send(real, { type: 'createSucceeded', guid: this.guid });
    if (model.creating) {
      model.creating = false;
      model.guid = this.guid;
      model.ordersCreated += 1;
      expect(effects).toContainEqual({
        type: 'storage.saveOrder',
        stockId: STOCK_ID,
        guid: this.guid,
      });
    } else expect(effects).toEqual([]);
    invariants(model, real);
  }
  toString = () => `createSucceeded(${this.guid})`;
}

class CreateFailed implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    const effects = send(real, {
      type: 'createFailed',
      error: { errors: { email: ['Email is invalid'] } },
    });
    if (model.creating) {
      model.creating = false;
      model.terms = false;
      expect(real.state.status).toBe('CREATE_DEAL_ERROR');
      expect(effects).toEqual([{ type: 'ui.scrollToDeal' }]);
    }
    invariants(model, real);
  }
  toString = () => 'createFailed';
}

class OrderFetched implements fc.Command<Model, Real> {
  constructor(
    readonly status: string,
    readonly payments: boolean,
    readonly matching: boolean,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const guid = this.matching && model.guid ? model.guid : 'someone-else';
    const effects = send(real, {
      type: 'orderFetched',
      order: { guid, status: this.status, payments: this.payments ? [{ id: 1 }] : [] },
    });
    if (model.guid !== null && guid === model.guid && this.status === 'STATUS_CANCELLED') {
      model.guid = null;
      model.terms = false;
      model.ordersCreated = 0;
      // The restart counts as loaded: it checks availability itself, and a later load adds nothing.
      model.loaded = true;
      expect(effects).toContainEqual({ type: 'storage.clearOrder', stockId: STOCK_ID });
      expect(effects).toContainEqual({ type: 'api.checkAvailability', stockId: STOCK_ID });
    }
    if (model.guid !== null && guid === model.guid && this.payments)
      expect(real.state.canOrder).toBe(false);
    invariants(model, real);
  }
  toString = () =>
    `orderFetched(${this.status}, payments=${this.payments}, matching=${this.matching})`;
}

class Other implements fc.Command<Model, Real> {
  constructor(readonly event: OrderEvent) {}
  check = () => true;
  run(model: Model, real: Real): void {
    expect(creates(send(real, this.event))).toEqual([]);
    if (this.event.type === 'reserve') expect(real.state.canOrder).toBe(false);
    invariants(model, real);
  }
  toString = () => this.event.type;
}

const guidArb = fc.constantFrom('g-1', 'g-2', 'g-3');
const commands = [
  fc.option(guidArb, { nil: null }).map((g) => new Load(g)),
  fc.boolean().map((a) => new AcceptTerms(a)),
  fc.boolean().map((c) => new Submit(c)),
  guidArb.map((g) => new CreateSucceeded(g)),
  fc.constant(new CreateFailed()),
  fc
    .tuple(
      fc.constantFrom('STATUS_CANCELLED', 'STATUS_NEW', 'STATUS_COMPLETED'),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([s, p, m]) => new OrderFetched(s, p, m)),
  fc
    .constantFrom<OrderEvent>(
      { type: 'availabilityChecked', ok: true },
      { type: 'availabilityChecked', ok: false, message: 'This vehicle is currently reserved' },
      { type: 'update', changes: { products: [1] } },
      { type: 'updateSucceeded' },
      { type: 'updateFailed', error: { message: 'Nope' } },
      { type: 'reserve' },
    )
    .map((event) => new Other(event)),
];

describe('order lifecycle (model-based)', () => {
  it('no event sequence creates two orders for one vehicle, and a created guid is never lost', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const setup = () => ({
          model: { loaded: false, guid: null, creating: false, terms: false, ordersCreated: 0 },
          real: { state: initialOrderState({ stockId: STOCK_ID }), last: [] },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 300 },
    );
  });
});
