import { createInterface } from 'node:readline/promises';
import { REFERENCE_RATE_TABLE } from '../finance/referenceRates.ts';
import { openToolDatabase, toolRefusal, toolTarget } from '../db/toolDatabase.ts';
import { DEFAULT_SEED_COUNT, seedDemo } from './seed.ts';
import { seedDeletes, seedRefusal } from './safety.ts';

/**
 * `npm run seed -- [--count N] [--force [--yes]]`: resets the database (DATABASE_URL's, else
 * DATA_DIR's SQLite file) to the demo stock and content. A database holding orders, payments,
 * leads or vehicles that are not the demo's is refused, with what it holds, and left as it is:
 * `--force` lists everything it deletes and asks in a terminal; `--yes` answers for a script.
 */
const USAGE = 'Usage: npm run seed -- [--count N] [--force [--yes]]   (N a positive integer)';
const args = process.argv.slice(2);
let count = DEFAULT_SEED_COUNT;
let force = false;
let yes = false;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--force') force = true;
  else if (arg === '--yes') yes = true;
  else if (arg === '--count') count = Number(args[++i] ?? NaN);
  else count = NaN;
}
if (!Number.isInteger(count) || count < 1) {
  console.error(USAGE);
  process.exit(1);
}

const target = toolTarget(process.env);
const repos = await openToolDatabase(process.env);
const census = await repos.census();
const refusal = seedRefusal(census);

/** Stops with `message` (on stderr) and exit code 1, the database untouched. */
async function stop(message: string): Promise<never> {
  await repos.close();
  console.error(message);
  process.exit(1);
}

if (refusal && !force)
  await stop(
    [
      `npm run seed refused: ${target} holds ${refusal}.`,
      'The seed replaces the stock, the orders with their payments, the leads and the content with the demo’s.',
      'To delete them and seed anyway: npm run seed -- --force',
    ].join('\n'),
  );
if (refusal) {
  console.log(
    [
      `npm run seed -- --force deletes from ${target}:`,
      ...seedDeletes(census).map((line) => `  ${line}`),
      `and then seeds ${count} demo vehicles.`,
    ].join('\n'),
  );
  if (!yes) {
    if (!process.stdin.isTTY)
      await stop(
        'Nothing was deleted: there is no terminal to ask. To confirm, add --yes: npm run seed -- --force --yes',
      );
    const question = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await question.question('Type yes to delete it: ');
    question.close();
    if (answer.trim().toLowerCase() !== 'yes') await stop('Nothing was deleted.');
  }
}

const started = Date.now();
/** The demo in place of what the database held, the shoppers' leads erased with their orders. */
async function seed(): Promise<{ vehicles: number }> {
  const seeded = await seedDemo(repos, { count, now: new Date(), rates: REFERENCE_RATE_TABLE });
  // The leads go with the orders they came with: nothing of the shoppers is left behind the demo.
  const everything = '9999-12-31T23:59:59.999Z';
  await repos.forms.eraseBefore(everything);
  await repos.outbox.eraseBefore(everything);
  return seeded;
}
const result = await seed().catch((error: unknown) => {
  // A disk that fills or a database that goes away part-way: named as a start names it.
  const refusal = toolRefusal(error, process.env);
  if (refusal === undefined) throw error;
  return stop(
    `${refusal}\nThe seed stopped before it finished: run it again once that is put right.`,
  );
});
await repos.close();
console.log(`Seeded ${result.vehicles} vehicles into ${target} in ${Date.now() - started} ms.`);
