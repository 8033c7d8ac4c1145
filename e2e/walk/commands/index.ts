import fc from 'fast-check';
import type { Model } from '../model.ts';
import type { World } from '../world.ts';
import type { WalkCommand } from './command.ts';
import { financeCommands } from './finance.ts';
import { formCommands } from './forms.ts';
import { listCommands } from './lists.ts';
import { openCarCommands } from './open.ts';
import { pageCommands } from './page.ts';
import { partExchangeCommands } from './partExchange.ts';
import { reserveCommands } from './reserve.ts';
import { widgetCommands } from './widget.ts';
import { faultCommands } from './faults.ts';
import { orderCommands } from './order.ts';
import { raceCommands } from './race.ts';

const ALL: fc.Arbitrary<WalkCommand>[] = [
  ...openCarCommands,
  ...listCommands,
  ...financeCommands,
  ...partExchangeCommands,
  ...pageCommands,
  ...reserveCommands,
  ...formCommands,
  ...widgetCommands,
  ...orderCommands,
  ...faultCommands,
  ...raceCommands,
];

/**
 * How many times more likely than the others a kind of command is drawn (issue 43: the unit
 * switch, reloads, placing and sending, and opening the cars the walk rarely met came too seldom).
 * A kind not named has weight 1. Weights are whole numbers: an arbitrary of weight n is offered n
 * times to fast-check's commands.
 */
export const WEIGHTS: Record<string, number> = {
  'open-stock': 3,
  'deposit-unit': 3,
  deposit: 2,
  reload: 2,
  checkout: 2,
  'order-place': 2,
  'order-application': 2,
  'form-leave': 1,
  'pay-tab': 2,
};

/** The kinds of command an arbitrary makes (one, or a few: reserve-accepted, reserve-declined, …). */
const kindsOf = (arbitrary: fc.Arbitrary<WalkCommand>) =>
  new Set(fc.sample(arbitrary, { numRuns: 60, seed: 0 }).map((command) => command.kind));

/** The kinds of command there are (for WALK_SKIP and WALK_ONLY). */
export const KINDS = [...new Set(ALL.flatMap((arbitrary) => [...kindsOf(arbitrary)]))];

/**
 * Every shopper action the walk draws from, each arbitrary as likely as its weight (WEIGHTS). `skip` leaves kinds out
 * (WALK_SKIP=save,compare), `only` keeps just those (WALK_ONLY=open-search,reserve-bank-fails), to
 * look at one defect past another that every walk meets first. A name matches its kind and the
 * kinds it begins: `reserve` is every reserve-…, `px` every px-….
 */
export function allCommands(
  skip: readonly string[] = [],
  only: readonly string[] = [],
): fc.Arbitrary<fc.AsyncCommand<Model, World, false>>[] {
  const matches = (kind: string, name: string) => kind === name || kind.startsWith(`${name}-`);
  const unknown = [...skip, ...only].filter((name) => !KINDS.some((kind) => matches(kind, name)));
  if (unknown.length > 0)
    throw new Error(`unknown kinds of command: ${unknown.join(', ')} (known: ${KINDS.join(', ')})`);
  const allowed = (kind: string) =>
    !skip.some((name) => matches(kind, name)) &&
    (only.length === 0 || only.some((name) => matches(kind, name)));
  return ALL.flatMap((arbitrary) => {
    const kinds = [...kindsOf(arbitrary)];
    const weight = Math.max(...kinds.map((kind) => WEIGHTS[kind] ?? 1));
    const offered = kinds.every(allowed)
      ? arbitrary
      : kinds.some(allowed)
        ? arbitrary.filter((command) => allowed(command.kind))
        : null;
    return offered ? Array.from({ length: weight }, () => offered) : [];
  });
}
