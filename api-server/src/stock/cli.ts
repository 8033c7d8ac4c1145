import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { openToolDatabase, toolRefusal, toolTarget } from '../db/toolDatabase.ts';
import { REFERENCE_RATE_TABLE } from '../finance/referenceRates.ts';
import { loadShowroomConfig } from '../live/showroomConfig.ts';
import { isStartRefused } from '../live/startRefused.ts';
import { FeedError, feedFormatOf, parseFieldMap, readFeed, type FieldMap } from './feed.ts';
import { describeResult, importFeed } from './importFeed.ts';

/**
 * `npm run stock -- import FILE [--map MAP.json] [--check] [--partial]`: imports a retailer's stock
 * feed (JSON or CSV, docs/stock-import.md) into the database of DATABASE_URL, else DATA_DIR's
 * SQLite file, in one transaction. Any problem: every reason on stderr, nothing written, exit 1.
 */
const USAGE = `Usage: npm run stock -- import FILE [--map MAP.json] [--check] [--partial]
  FILE        the feed: a JSON array of vehicles, or CSV with a header of field names
  --map       a JSON object renaming the feed's own field names to the contract's
  --check     validate and say what the import would do, writing nothing
  --partial   only add and update; cars absent from the feed stay in stock`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      map: { type: 'string' },
      check: { type: 'boolean', default: false },
      partial: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
const [command, file, ...extra] = parsed.positionals;
if (command !== 'import' || !file || extra.length) fail(USAGE, 2);

const read = (path: string, what: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    return fail(
      `Cannot read the ${what} ${path}: ${(error as Error).message}. Nothing was written.`,
    );
  }
};

let map: FieldMap = {};
if (parsed.values.map !== undefined) {
  try {
    map = parseFieldMap(read(parsed.values.map, 'map'));
  } catch (error) {
    fail(`${parsed.values.map}: ${(error as Error).message} Nothing was written.`);
  }
}
const text = read(file, 'feed');
const checkOnly = parsed.values.check;
const report = (error: FeedError): never => {
  const shown = error.problems.slice(0, 100);
  const more = error.problems.length - shown.length;
  return fail(
    [
      `${basename(file)} cannot be imported; nothing was written:`,
      ...shown.map((line) => `  ${line}`),
      ...(more > 0 ? [`  … and ${more} more`] : []),
    ].join('\n'),
  );
};

let feed;
try {
  feed = readFeed(text, feedFormatOf(file, text), map);
} catch (error) {
  if (error instanceof FeedError) report(error);
  throw error;
}

// The monthly prices stored for search are the lender's: SHOWROOM_CONFIG's rate table, as the
// server quotes from, else the demo's.
let rates = REFERENCE_RATE_TABLE;
try {
  rates = loadShowroomConfig(process.env.SHOWROOM_CONFIG)?.finance.rates ?? rates;
} catch (error) {
  if (!isStartRefused(error)) throw error;
  fail(`${error.message.split('\n').slice(0, -1).join('\n')}\nNothing was written.`);
}

const target = toolTarget(process.env);
const repos = await openToolDatabase(process.env);
const started = Date.now();
try {
  const result = await importFeed(repos, feed, {
    full: !parsed.values.partial,
    checkOnly,
    now: new Date(),
    rates,
  });
  const took = `${Date.now() - started} ms`;
  console.log(
    checkOnly
      ? `${basename(file)}: ${feed.length} vehicles. ${describeResult(result, true)}`
      : `Imported ${feed.length} vehicles from ${basename(file)} into ${target} in ${took}: ${describeResult(result, false)}`,
  );
} catch (error) {
  if (error instanceof FeedError) {
    await repos.close();
    report(error);
  }
  // A disk that fills or a database that goes away mid-import: the transaction is rolled back.
  const refusal = toolRefusal(error, process.env);
  if (refusal === undefined) throw error;
  await repos.close().catch(() => undefined);
  fail(`${refusal}\nNothing was written.`);
} finally {
  await repos.close().catch(() => undefined);
}
