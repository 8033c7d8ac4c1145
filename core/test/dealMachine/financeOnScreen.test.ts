import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dealTransition,
  depositInUnit,
  depositPercentNote,
  depositPounds,
  fromPounds,
  queryDepositProblem,
  quoteIsCurrent,
  shownQuote,
  type DealEffect,
  type DealEvent,
  type DealState,
  type DealValuation,
  type DealVehicle,
  type QuoteSettings,
} from '../../src/index.ts';
import { financeNotice } from '../../src/dealMachine/financeNotice.ts';
import { startingDeal } from './fixtures.ts';
import { lenderQuotes, type QuoteQuery } from './lender.ts';

/**
 * The figures on screen are one quote's, whatever the shopper does with the deposit's unit, the
 * deposit itself and the part exchange: the deal machine against core's own reference lender
 * (the maths the API quotes with).
 */

/** The demo stock's £14,395 car (a 2023 Toyota Corolla). */
const corolla: DealVehicle = {
  stock_id: 100069,
  price: 14395,
  price_excluding_vat: 11995.83,
  vat_scheme: 'Marginal',
  make: 'Toyota',
  model: 'Corolla',
  range: 'Corolla',
  derivative: '1.8 Hybrid Design',
  advert_classification: 'USED',
  site: { name: 'Leeds' },
  reservation_status: 'Available',
};

const DEFAULTS: QuoteSettings = {
  financeType: 'PCP',
  depositType: 'percent',
  deposit: 10,
  term: 48,
  mileage: 8000,
};

function atStart(vehicle: DealVehicle = corolla): DealState {
  const query: QuoteQuery = {
    stock_ids: String(vehicle.stock_id),
    term: 48,
    mileage: 8000,
    deposit: 10,
    deposit_type: 'percent',
  };
  return startingDeal(vehicle, lenderQuotes(vehicle, query), DEFAULTS);
}

type Driven = { state: DealState; effects: DealEffect[]; queries: QuoteQuery[] };

/**
 * Sends each event, then lets the debounce run out and the lender answer every quote the deal
 * asks for (as the runner would), until nothing is waiting.
 */
function drive(state: DealState, ...events: DealEvent[]): Driven {
  let current = state;
  const effects: DealEffect[] = [];
  const queries: QuoteQuery[] = [];
  const queue: DealEvent[] = [...events];
  while (queue.length > 0) {
    const next = dealTransition(current, queue.shift()!);
    current = next.state;
    for (const effect of next.effects) {
      effects.push(effect);
      if (effect.type === 'timer') queue.push(effect.event);
      if (effect.type === 'api.getQuotes') {
        queries.push(effect.query);
        queue.push({
          type: 'quoteAnswered',
          seq: effect.seq,
          quotes: lenderQuotes(current.vehicle, effect.query),
        });
      }
    }
  }
  return { state: current, effects, queries };
}

const change = (state: DealState, settings: Partial<QuoteSettings>): DealEvent => ({
  type: 'changeFinance',
  settings: { ...state.finance.settings, ...settings },
});

/** The shopper's own valuation, with `settlement` pounds of finance still owed on the car. */
function valuation(price: number, settlement = 0): DealValuation {
  return {
    hash: `v_${price}_${settlement}`,
    price,
    settlement,
    condition: 'good',
    mileage: 30000,
    vehicle: { plate: 'AB21 CDE', make: 'Ford', model: 'Kuga', vrm: 'AB21CDE' },
  };
}

/** Add your part exchange, value it (the lookup knew the car), the valuation answered. */
function withPartExchange(state: DealState, valued: DealValuation): Driven {
  return drive(
    state,
    { type: 'openPartExchange' },
    {
      type: 'valuePartExchange',
      request: {
        registration: valued.vehicle.plate,
        mileage: 30000,
        condition: 'good',
        outstanding_finance: valued.settlement,
        vehicle: { make: 'Ford', model: 'Kuga', year: 2021, fuel_type: 'Hybrid' },
      },
    },
    { type: 'valuationCreated', valuation: valued, outstandingFinance: valued.settlement },
  );
}

/** The deposit in pence the deposit box shows, in its unit (what the shopper reads there). */
const boxDeposit = (state: DealState) =>
  fromPounds(depositPounds(state.vehicle, state.finance.settings));

/** Every figure on screen is the lender's quote for the settings on screen, part exchange included. */
function expectOneQuote(state: DealState) {
  expect(quoteIsCurrent(state)).toBe(true);
  const quote = shownQuote(state)!;
  const px = state.partExchange.valuations.reduce((sum, v) => sum + v.price - v.settlement, 0);
  const settings = state.finance.settings;
  const fresh = lenderQuotes(state.vehicle, {
    stock_ids: String(state.vehicle.stock_id),
    term: settings.term,
    mileage: settings.mileage,
    deposit: settings.deposit,
    deposit_type: settings.depositType,
    ...(px !== 0 ? { part_exchange: px } : {}),
  });
  const api = { PCP: fresh.pcpQuote, HP: fresh.hpQuote, CS: fresh.csQuote }[settings.financeType];
  expect(api).not.toBeNull();
  expect(quote.RegularPayment).toBe(api!.RegularPayment);
  expect(quote.Deposit).toBe(api!.Deposit);
  expect(quote.Balance).toBe(api!.Balance);
  // The deposit box shows the representative example's deposit, in its own unit.
  expect(boxDeposit(state)).toBe(fromPounds(quote.Deposit));
}

describe('the deposit unit toggle keeps the deposit', () => {
  it('% to £ shows the same deposit in pounds, and the monthly figure stays', () => {
    const start = atStart();
    const before = shownQuote(start)!;
    expect(before.Deposit).toBe(1439.5);
    // The toggle: the unit alone changes (the deposit box's number as it was).
    const { state } = drive(start, change(start, { depositType: 'amount' }));
    expect(state.finance.settings).toMatchObject({ depositType: 'amount', deposit: 1439.5 });
    expect(shownQuote(state)!.RegularPayment).toBe(before.RegularPayment);
    expectOneQuote(state);
  });

  it('£ to % shows the same deposit as a percentage, to the penny, and back again', () => {
    const start = atStart();
    const inPounds = drive(start, change(start, { depositType: 'amount' })).state;
    const typed = drive(inPounds, change(inPounds, { deposit: 2000 })).state;
    const monthly = shownQuote(typed)!.RegularPayment;
    const percent = drive(typed, change(typed, { depositType: 'percent' })).state;
    expect(percent.finance.settings.depositType).toBe('percent');
    // 2000 / 14395 = 13.89371…%: as few decimals as give £2,000.00 exactly.
    expect(percent.finance.settings.deposit).toBe(13.8937);
    expect(depositPounds(corolla, percent.finance.settings)).toBe(2000);
    expect(shownQuote(percent)!.RegularPayment).toBe(monthly);
    expectOneQuote(percent);
    const back = drive(percent, change(percent, { depositType: 'amount' })).state;
    expect(back.finance.settings).toMatchObject({ depositType: 'amount', deposit: 2000 });
    expect(shownQuote(back)!.RegularPayment).toBe(monthly);
  });

  it('toggling again and again, then changing the term or product, keeps the deposit', () => {
    let state = atStart();
    for (let i = 0; i < 5; i += 1) {
      const unit = state.finance.settings.depositType === 'percent' ? 'amount' : 'percent';
      state = drive(state, change(state, { depositType: unit })).state;
      expect(boxDeposit(state)).toBe(143950);
      expectOneQuote(state);
    }
    expect(state.finance.settings.depositType).toBe('amount');
    state = drive(state, change(state, { term: 36 })).state;
    state = drive(state, change(state, { financeType: 'HP' })).state;
    expect(state.finance.settings).toMatchObject({
      financeType: 'HP',
      depositType: 'amount',
      deposit: 1439.5,
      term: 36,
    });
    expectOneQuote(state);
  });

  it('a new unit with a new deposit is that deposit, refused above the price', () => {
    const start = atStart();
    const { state } = drive(start, change(start, { depositType: 'amount', deposit: 3000 }));
    expect(state.finance.settings).toMatchObject({ depositType: 'amount', deposit: 3000 });
    expectOneQuote(state);
    const refused = dealTransition(state, change(state, { depositType: 'percent', deposit: 120 }));
    expect(refused.effects).toEqual([]);
    expect(refused.state.finance.depositError).toMatch(/^A deposit of 120% is more than the price/);
  });

  it('any deposit in pounds comes back to the penny through a percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200_000, max: 20_000_000 }),
        fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0.1, 0.5, 1)),
        fc.boolean(),
        (pricePence, share, commercial) => {
          const vehicle: DealVehicle = {
            ...corolla,
            price: pricePence / 100,
            price_excluding_vat: Math.round(pricePence / 1.2) / 100,
            vat_scheme: commercial ? 'Commercial' : null,
          };
          const pounds = Math.round((pricePence * share) / 100) / 100;
          const asAmount: QuoteSettings = { ...DEFAULTS, depositType: 'amount', deposit: pounds };
          const switched = depositInUnit(vehicle, asAmount, 'percent');
          const floor = depositPounds(vehicle, { ...DEFAULTS, deposit: 20 });
          const halfExVat = vehicle.price_excluding_vat! / 2;
          if (switched.ok) {
            // The same deposit to the penny, and back again.
            expect(switched.settings.depositType).toBe('percent');
            expect(depositPounds(vehicle, switched.settings)).toBe(pounds);
            const back = depositInUnit(vehicle, switched.settings, 'amount');
            // Back in pounds, unless £0.01 to £49.99, which the box takes in no unit but %.
            if (pounds > 0 && pounds < 50) expect(back.ok).toBe(false);
            else expect(back.ok && back.settings.deposit).toBe(pounds);
          } else {
            // Only on the Commercial scheme: under its 20% floor, or between 50% of the price
            // excluding VAT (a percentage under 50 is of it) and 50% of the price.
            expect(commercial).toBe(true);
            expect(
              pounds < floor || (pounds >= halfExVat - 0.01 && pounds < vehicle.price / 2),
            ).toBe(true);
          }
          if (commercial && pounds >= floor && pounds <= halfExVat * 0.98)
            expect(switched.ok).toBe(true);
        },
      ),
    );
  });
});

describe('a deposit above the price', () => {
  it('is refused at the deposit box with the reason, and nothing else changes', () => {
    const percent = atStart();
    const start = drive(percent, change(percent, { depositType: 'amount' })).state;
    const next = dealTransition(start, change(start, { deposit: 999999999 }));
    expect(next.effects).toEqual([]);
    expect(next.state.finance.settings).toEqual(start.finance.settings);
    expect(next.state.finance.status).toBe('current');
    expect(next.state.finance.depositError).toBe(
      'A deposit of £999,999,999 is more than the price of this car (£14,395). Please enter a smaller deposit.',
    );
    expect(quoteIsCurrent(next.state)).toBe(true);
  });

  it('as a percentage over 100 too; a normal deposit afterwards is quoted and clears it', () => {
    const start = atStart();
    const refused = dealTransition(start, change(start, { deposit: 250 })).state;
    expect(refused.finance.depositError).toBe(
      'A deposit of 250% is more than the price of this car (£14,395). Please enter a smaller deposit.',
    );
    const { state } = drive(refused, change(refused, { deposit: 15 }));
    expect(state.finance.depositError).toBeNull();
    expect(state.finance.settings).toMatchObject({ depositType: 'percent', deposit: 15 });
    expectOneQuote(state);
  });

  it('a negative deposit is refused too', () => {
    const percent = atStart();
    const start = drive(percent, change(percent, { depositType: 'amount' })).state;
    const next = dealTransition(start, change(start, { deposit: -5 }));
    expect(next.effects).toEqual([]);
    expect(next.state.finance.depositError).toBe('The deposit cannot be less than £0.');
  });
});

describe('a large part exchange', () => {
  it('offers the finance still possible, says why, and every figure is one quote', () => {
    const start = atStart();
    const { state, queries } = withPartExchange(start, valuation(11875));
    expect(queries.at(-1)).toMatchObject({ part_exchange: 11875, deposit: 10 });
    // PCP needs more credit than the £2,520 left; Hire Purchase is still possible.
    expect(state.finance.quotes?.pcpQuote).toBeNull();
    expect(state.finance.settings.financeType).toBe('HP');
    expect(financeNotice(state)).toBe(
      'PCP is not available with your part exchange, so this quote is for Hire Purchase.',
    );
    expectOneQuote(state);
    expect(shownQuote(state)!.Balance).toBe(14395 - 1439.5 - 11875);
  });

  it('removing it brings back the shopper’s own product', () => {
    const px = valuation(11875);
    const added = withPartExchange(atStart(), px).state;
    const { state } = drive(added, { type: 'removePartExchange', hash: px.hash });
    expect(state.finance.settings).toMatchObject(DEFAULTS);
    expect(financeNotice(state)).toBeNull();
    expectOneQuote(state);
  });

  it('a deposit the lender cuts to leave its minimum credit is shown as cut', () => {
    const added = withPartExchange(atStart(), valuation(11875)).state;
    const { state } = drive(added, change(added, { depositType: 'amount', deposit: 5000 }));
    expect(state.finance.depositError).toBeNull();
    expectOneQuote(state);
    expect(shownQuote(state)!.Deposit).toBeLessThan(5000);
  });

  it('when no finance is possible at all, no figure is shown and it says so', () => {
    const { state } = withPartExchange(atStart(), valuation(14000));
    expect(shownQuote(state)).toBeNull();
    expect(quoteIsCurrent(state)).toBe(false);
    expect(financeNotice(state)).toBe(
      'Finance is not available with your part exchange: it leaves too little to borrow. Remove it to see finance, or pay another way.',
    );
  });
});

describe('negative equity', () => {
  it('the lender raises the deposit; removing the part exchange restores the shopper’s own', () => {
    const px = valuation(5000, 9000);
    const added = withPartExchange(atStart(), px).state;
    expect(added.finance.settings).toMatchObject({ depositType: 'amount', deposit: 4000 });
    expectOneQuote(added);
    const moved = drive(added, change(added, { term: 36 })).state;
    expect(moved.finance.settings).toMatchObject({
      depositType: 'amount',
      deposit: 4000,
      term: 36,
    });
    const { state } = drive(moved, { type: 'removePartExchange', hash: px.hash });
    expect(state.finance.settings).toMatchObject({ ...DEFAULTS, term: 36 });
    expectOneQuote(state);
  });
});

/** The demo stock's van 100240: £24,295 including VAT, £20,245.83 + VAT (Commercial VAT scheme). */
const van: DealVehicle = {
  ...corolla,
  stock_id: 100240,
  price: 24295,
  price_excluding_vat: 20245.83,
  vat_scheme: 'Commercial',
  make: 'Ford',
  model: 'Transit Custom',
  range: 'Transit Custom',
  derivative: '2.0 EcoBlue 130 Limited',
  advert_classification: 'USED',
};

/** The van's deal with its deposit typed in pounds and quoted. */
function vanWithDeposit(pounds: number): DealState {
  const start = atStart(van);
  const inPounds = drive(start, change(start, { depositType: 'amount' })).state;
  return drive(inPounds, change(inPounds, { deposit: pounds })).state;
}

describe('a unit switch never changes the deposit (the van of issue 43)', () => {
  for (const pounds of [10500, 11000, 12000]) {
    it(`£${pounds} has no percentage on the van: the switch is refused, nothing changes`, () => {
      const typed = vanWithDeposit(pounds);
      expectOneQuote(typed);
      const switched = dealTransition(typed, change(typed, { depositType: 'percent' }));
      expect(switched.effects).toEqual([]);
      expect(switched.state.finance.settings).toEqual(typed.finance.settings);
      expect(switched.state.finance.own).toEqual(typed.finance.own);
      expect(shownQuote(switched.state)).toBe(shownQuote(typed));
      expect(switched.state.finance.depositError).toBe(
        `A deposit of £${pounds.toLocaleString('en-GB')} cannot be shown as a percentage on this vehicle: under 50% a percentage is of the price excluding VAT (£20,245.83), from 50% of the full price (£24,295), and no percentage gives exactly £${pounds.toLocaleString('en-GB')}. Your deposit stays in pounds.`,
      );
      expectOneQuote(switched.state);
    });
  }

  it('£1,000 is under the 20% floor: the switch is refused, not raised to 20%', () => {
    const typed = vanWithDeposit(1000);
    expect(shownQuote(typed)!.Deposit).toBe(1000);
    const switched = dealTransition(typed, change(typed, { depositType: 'percent' }));
    expect(switched.effects).toEqual([]);
    expect(switched.state.finance.settings).toMatchObject({ depositType: 'amount', deposit: 1000 });
    expect(switched.state.finance.depositError).toBe(
      'A deposit of £1,000 cannot be shown as a percentage on this vehicle: a percentage deposit is at least 20% of the price excluding VAT (£4,049.17). Your deposit stays in pounds.',
    );
  });

  it('a deposit with an exact percentage switches, and a refused switch clears once it does', () => {
    const typed = vanWithDeposit(11000);
    const refused = dealTransition(typed, change(typed, { depositType: 'percent' })).state;
    const retyped = drive(refused, change(refused, { deposit: 5000 })).state;
    expect(retyped.finance.depositError).toBeNull();
    const { state, queries } = drive(retyped, change(retyped, { depositType: 'percent' }));
    expect(state.finance.depositError).toBeNull();
    expect(state.finance.settings.depositType).toBe('percent');
    expect(depositPounds(van, state.finance.settings)).toBe(5000);
    // The same deposit in pounds needs no new quote: the figure stays the one for it.
    expect(queries).toEqual([]);
    expectOneQuote(state);
  });

  it('% to £ always has its exact amount', () => {
    const start = atStart(van);
    const { state } = drive(start, change(start, { depositType: 'amount' }));
    expect(state.finance.settings).toMatchObject({ depositType: 'amount', deposit: 4049.17 });
    expectOneQuote(state);
  });
});

describe('a deposit in pounds of £0.01 to £49.99', () => {
  it('is refused at the deposit box with the same message as the widget and the search', () => {
    const start = atStart();
    const inPounds = drive(start, change(start, { depositType: 'amount' })).state;
    const next = dealTransition(inPounds, change(inPounds, { deposit: 12.35 }));
    expect(next.effects).toEqual([]);
    expect(next.state.finance.settings).toEqual(inPounds.finance.settings);
    expect(next.state.finance.depositError).toBe(queryDepositProblem(12.35));
  });
});

describe('a unit switch with a lender-raised deposit', () => {
  it('keeps the shopper’s own 3%: removing the negative equity brings back 3%', () => {
    const start = atStart();
    const own = drive(start, change(start, { deposit: 3 })).state;
    const px = valuation(2000, 3700);
    const added = withPartExchange(own, px).state;
    expect(added.finance.settings).toMatchObject({ depositType: 'amount', deposit: 1700 });
    // Switched to % and back to £, as the shopper may.
    const percent = drive(added, change(added, { depositType: 'percent' })).state;
    expect(percent.finance.depositError).toBeNull();
    expect(depositPounds(corolla, percent.finance.settings)).toBe(1700);
    expectOneQuote(percent);
    const pounds = drive(percent, change(percent, { depositType: 'amount' })).state;
    expect(pounds.finance.settings).toMatchObject({ depositType: 'amount', deposit: 1700 });
    for (const switched of [percent, pounds]) {
      const { state } = drive(switched, { type: 'removePartExchange', hash: px.hash });
      // 3% of £14,395 is £431.85, whichever unit the box is in.
      expect(depositPounds(corolla, state.finance.settings)).toBe(431.85);
      expect(shownQuote(state)!.Deposit).toBe(431.85);
      expectOneQuote(state);
    }
  });
});

describe('a unit switch whose own deposit has no figure in the other unit', () => {
  // The van's own deposit of £1,000 is under the 20% floor: it has no percentage. A part
  // exchange's negative equity makes the lender raise the deposit to £5,000, which has one.
  function vanRaised() {
    const own = vanWithDeposit(1000);
    const px = valuation(2000, 7000);
    const added = withPartExchange(own, px).state;
    expect(added.finance.settings).toMatchObject({ depositType: 'amount', deposit: 5000 });
    expect(added.finance.own).toMatchObject({ depositType: 'amount', deposit: 1000 });
    return { added, px };
  }

  it('is refused for the shopper’s own deposit: the unit never flips back on the next quote', () => {
    const { added } = vanRaised();
    const switched = dealTransition(added, change(added, { depositType: 'percent' }));
    expect(switched.effects).toEqual([]);
    expect(switched.state.finance.settings).toEqual(added.finance.settings);
    expect(switched.state.finance.own).toEqual(added.finance.own);
    expect(switched.state.finance.depositError).toBe(
      'Your own deposit is £1,000 (the lender changed it for this quote). A deposit of £1,000 cannot be shown as a percentage on this vehicle: a percentage deposit is at least 20% of the price excluding VAT (£4,049.17). Your deposit stays in pounds.',
    );
    // The next choice is quoted in the unit the box shows.
    const state = switched.state;
    const { state: requoted } = drive(state, change(state, { term: 36 }));
    expect(requoted.finance.settings).toMatchObject({ depositType: 'amount', term: 36 });
  });

  it('goes through once the own deposit has a percentage, and the unit then stays', () => {
    const { added, px } = vanRaised();
    const { state: retyped } = drive(added, change(added, { deposit: 6000 }));
    expect(retyped.finance.own).toMatchObject({ depositType: 'amount', deposit: 6000 });
    const { state: percent } = drive(retyped, change(retyped, { depositType: 'percent' }));
    expect(percent.finance.depositError).toBeNull();
    expect(percent.finance.own.depositType).toBe('percent');
    const { state: requoted } = drive(percent, change(percent, { term: 36 }));
    expect(requoted.finance.settings.depositType).toBe('percent');
    const { state: removed } = drive(requoted, { type: 'removePartExchange', hash: px.hash });
    expect(removed.finance.settings.depositType).toBe('percent');
    expect(depositPounds(van, removed.finance.settings)).toBe(6000);
  });
});

describe('depositInUnit refuses where the other unit has no figure for the deposit', () => {
  it('a percentage worth £0.01 to £49.99 stays a percentage', () => {
    const small: QuoteSettings = { ...DEFAULTS, deposit: 0.3 };
    expect(depositInUnit(corolla, small, 'amount')).toEqual({
      ok: false,
      problem:
        'A deposit of 0.3% is £43.19. A deposit in pounds must be £0 or at least £50. Your deposit stays as a percentage.',
    });
    expect(depositInUnit(corolla, small, 'percent')).toEqual({ ok: true, settings: small });
  });

  it('a deposit no percentage of six decimals gives to the penny stays in pounds', () => {
    const dear = { ...corolla, price: 100_000_000, price_excluding_vat: null, vat_scheme: null };
    const pounds: QuoteSettings = { ...DEFAULTS, depositType: 'amount', deposit: 1234.56 };
    expect(depositInUnit(dear, pounds, 'percent')).toEqual({
      ok: false,
      problem:
        'A deposit of £1,234.56 cannot be shown exactly as a percentage of this vehicle’s price. Your deposit stays in pounds.',
    });
  });
});

describe('no finance type quoted for the choices, with no part exchange', () => {
  it('says finance is not available for these choices', () => {
    const start = atStart();
    const asked = dealTransition(start, change(start, { term: 36 }));
    const seq = asked.state.finance.seq;
    const none = { pcpQuote: null, hpQuote: null, csQuote: null };
    const { state } = dealTransition(asked.state, { type: 'quoteAnswered', seq, quotes: none });
    expect(shownQuote(state)).toBeNull();
    expect(financeNotice(state)).toBe(
      'Finance is not available for this car with these choices. Try another deposit or term, or choose another way to pay.',
    );
  });
});

describe('the deposit box says what a van’s percentage is of', () => {
  const van = { price: 7895, price_excluding_vat: 6579.17, vat_scheme: 'Commercial' } as const;
  const at = (deposit: number) =>
    depositPounds(van, {
      financeType: 'HP',
      depositType: 'percent',
      deposit,
      term: 48,
      mileage: 8000,
    });
  it('names both bases, and the rule prices each as said', () => {
    expect(depositPercentNote(van)).toBe(
      'Under 50%, of the price excluding VAT (£6,579.17), at least 20%. From 50%, of the full price (£7,895).',
    );
    expect(at(49)).toBe(3223.79);
    expect(at(50)).toBe(3947.5);
    expect(at(10)).toBe(at(20));
  });
  it('says nothing for a car whose percentage is simply of its price', () => {
    expect(depositPercentNote({ price: 14395, price_excluding_vat: null, vat_scheme: null })).toBe(
      null,
    );
    expect(
      depositPercentNote({ price: 14395, price_excluding_vat: 11995.83, vat_scheme: 'Margin' }),
    ).toBe(null);
  });
});
