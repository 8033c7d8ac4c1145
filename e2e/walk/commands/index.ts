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

const ALL: fc.Arbitrary<WalkCommand>[] = [
  ...openCarCommands,
  ...listCommands,
  ...financeCommands,
  ...partExchangeCommands,
  ...pageCommands,
  ...reserveCommands,
  ...formCommands,
];

/** Each arbitrary makes commands of one kind: its kind, read off one sample. */
const kindOf = (arbitrary: fc.Arbitrary<WalkCommand>) =>
  fc.sample(arbitrary, { numRuns: 1, seed: 0 })[0]!.kind;

/** The kinds of command there are (for WALK_SKIP). */
export const KINDS = [...new Set(ALL.map(kindOf))];

/**
 * Every shopper action the walk draws from, each arbitrary equally likely. `skip` leaves kinds out
 * (WALK_SKIP=save,compare), to look at one defect past another that every walk meets first.
 */
export function allCommands(
  skip: readonly string[] = [],
  only: readonly string[] = [],
): fc.Arbitrary<fc.AsyncCommand<Model, World, false>>[] {
  const unknown = [...skip, ...only].filter((kind) => !KINDS.includes(kind));
  if (unknown.length > 0)
    throw new Error(`unknown kinds of command: ${unknown.join(', ')} (known: ${KINDS.join(', ')})`);
  return ALL.filter((arbitrary) => {
    const kind = kindOf(arbitrary);
    return !skip.includes(kind) && (only.length === 0 || only.includes(kind));
  });
}
