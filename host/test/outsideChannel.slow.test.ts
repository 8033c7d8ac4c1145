/**
 * @showroom/core and @showroom/api-client as another team installs them (decision 0901):
 * both packed with `npm pack`, installed from the tarballs into a fresh project outside the
 * repository, a channel there (core/README.md's second channel, copied as it is) type-checked by
 * tsc with strict flags under NodeNext, bundled by esbuild and run by plain Node against the
 * reference API started as `npm run start:api` runs it: the quote it prints is the API's, and
 * the reservation it places is read back from the API.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { formatMoney, fromPounds } from '@showroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutsideProject,
  outsideEnv,
  PUBLISHED,
  removeOutsideProject,
  ROOT,
  type OutsideProject,
} from '../../scripts/outsideProject.ts';
import { subpathEntries } from '../../scripts/apiReport.ts';
import { API_ENTRY, freePort, startNode, type RunningNode } from './helpers/node.ts';

type Installed = {
  name: string;
  private?: boolean;
  exports: Record<string, Record<string, string> | string>;
  types: string;
  dependencies?: Record<string, string>;
};

/** The strict flags a consumer is likely to have, with the packages' declarations checked too. */
const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023', 'DOM'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    noEmit: true,
    skipLibCheck: false,
  },
  include: ['src'],
};

/** tsc of the repository (the consumer's compiler) on the outside project: its output. */
function typecheck(dir: string): string {
  try {
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')],
      { cwd: dir, env: outsideEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

/** esbuild of one entry of the outside project for Node: the bundle's path and its inputs. */
async function bundle(dir: string, entry: string, outfile: string): Promise<Metafile> {
  const result = await build({
    absWorkingDir: dir,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile;
}

/** core's subpath entries (`@showroom/core/finance` …), as its package.json declares them. */
const SUBPATHS = subpathEntries('core');

describe('the packages installed outside the repository', () => {
  let project: OutsideProject;
  let api: RunningNode;
  let inputs: string[];
  let stdout: string;

  beforeAll(async () => {
    [project, api] = await Promise.all([
      Promise.resolve().then(createOutsideProject),
      freePort().then((port) => startNode({ port, entry: API_ENTRY })),
    ]);
    const { dir } = project;
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
    execFileSync('mkdir', ['-p', join(dir, 'src')]);
    copyFileSync(join(ROOT, 'core/examples/secondChannel.ts'), join(dir, 'src/channel.ts'));
    // One name from each of core's subpath entries, type-checked with the channel.
    writeFileSync(
      join(dir, 'src/subpaths.ts'),
      `${SUBPATHS.map(([name], i) => `import * as area${i} from '@showroom/core/${name}';`).join('\n')}\n` +
        `export const areas = [${SUBPATHS.map((_, i) => `area${i}`).join(', ')}];\n`,
    );
    inputs = Object.keys((await bundle(dir, 'src/channel.ts', 'out/channel.js')).inputs);
    stdout = execFileSync(process.execPath, [join(dir, 'out/channel.js'), api.url], {
      cwd: dir,
      env: outsideEnv(),
      encoding: 'utf8',
    });
  }, 300_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    if (project) removeOutsideProject(project);
  });

  it('installs each package as published: public, its entries pointing at files it ships', () => {
    for (const name of Object.values(PUBLISHED)) {
      const folder = join(project.dir, 'node_modules', name);
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Installed;
      expect(manifest.private).toBeUndefined();
      const root = manifest.exports['.'] as Record<string, string>;
      expect([root.types, root.import, manifest.types]).toEqual([
        './dist/index.d.ts',
        './dist/index.js',
        './dist/index.d.ts',
      ]);
      for (const file of [root.types, root.import, 'dist/index.d.ts.map', 'README.md']) {
        expect(existsSync(join(folder, file!)), `${name}: ${file}`).toBe(true);
      }
      // No tests, scripts or tsconfig in the tarball.
      for (const file of ['test', 'scripts', 'tsconfig.json', 'tsconfig.build.json']) {
        expect(existsSync(join(folder, file)), `${name}: ${file}`).toBe(false);
      }
    }
    const client = JSON.parse(
      readFileSync(join(project.dir, 'node_modules/@showroom/api-client/package.json'), 'utf8'),
    ) as Installed;
    expect(client.dependencies?.['@showroom/core']).toBe('^0.1.0');
  });

  // tsc checks every declaration the packages ship (skipLibCheck off): minutes on a busy machine.
  it("type-checks a strict NodeNext channel against the packages' declarations", () => {
    expect(typecheck(project.dir)).toBe('');
  }, 300_000);

  it('bundles the channel from the installed dist alone, nothing from the repository', () => {
    expect(inputs).toContain('node_modules/@showroom/core/dist/index.js');
    expect(inputs).toContain('node_modules/@showroom/api-client/dist/index.js');
    expect(inputs.filter((input) => input.includes('/src/') && input !== 'src/channel.ts')).toEqual(
      [],
    );
    expect(inputs.filter((input) => input.startsWith('..') || input.startsWith('/'))).toEqual([]);
  });

  it("loads each of core's subpath entries in plain Node: part of the entry, the same modules", () => {
    expect(SUBPATHS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['money', 'finance', 'deal', 'deal-machine', 'forms', 'vehicle']),
    );
    const script = `
      const root = await import('@showroom/core');
      const out = {};
      for (const name of ${JSON.stringify(SUBPATHS.map(([name]) => name))}) {
        const area = await import('@showroom/core/' + name);
        const names = Object.keys(area);
        out[name] = {
          names: names.length,
          outside: names.filter((n) => !(n in root)),
          other: names.filter((n) => area[n] !== root[n]),
        };
      }
      console.log(JSON.stringify(out));`;
    const seen = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: project.dir,
        env: outsideEnv(),
        encoding: 'utf8',
      }),
    ) as Record<string, { names: number; outside: string[]; other: string[] }>;
    for (const [name] of SUBPATHS) {
      expect(seen[name]!.names, name).toBeGreaterThan(0);
      expect(seen[name]!.outside, name).toEqual([]);
      expect(seen[name]!.other, name).toEqual([]);
    }
  });

  it('keeps only what a consumer imports: formatMoney alone bundles no deal machine', async () => {
    writeFileSync(
      join(project.dir, 'src/money.ts'),
      "import { formatMoney } from '@showroom/core';\nconsole.log(formatMoney(1_499_550));\n",
    );
    const { outputs } = await bundle(project.dir, 'src/money.ts', 'out/money.js');
    // The modules esbuild kept code of (it reads every module the entry reaches, then drops).
    const money = Object.entries(outputs['out/money.js']!.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path);
    expect(money).toContain('node_modules/@showroom/core/dist/money/money.js');
    expect(money.filter((input) => /dealMachine|finance|forms|api-client/.test(input))).toEqual([]);
    expect(
      execFileSync(process.execPath, [join(project.dir, 'out/money.js')], { encoding: 'utf8' }),
    ).toBe('£14,995.50\n');
  });

  it("prints the API's quote for the vehicle and the settings the deal asked with", async () => {
    const lines = stdout.split('\n');
    const stockId = /\(stock (\d+)\)/.exec(lines.find((l) => l.startsWith('Vehicle: ')) ?? '')?.[1];
    const printed = lines.find((line) => line.startsWith('Quote: '));
    const asked = /^Quote: (PCP|HP|CS): .*\(term (\d+)(?:, (\d+) miles a year)?\)$/.exec(
      printed ?? '',
    );
    expect(stockId, stdout).toBeDefined();
    expect(asked, stdout).not.toBeNull();
    const [, key, term, mileage] = asked!;
    const deposit = /, £([\d,.]+) deposit/.exec(printed!)![1]!.replace(/,/g, '');
    const query = new URLSearchParams({
      stock_ids: stockId!,
      term: term!,
      mileage: mileage ?? '8000',
      deposit,
      deposit_type: 'amount',
    });
    const answer = (await (await fetch(`${api.url}/api/v2/vehicle-finance?${query}`)).json()) as {
      data: Record<string, Record<string, number | string | null> | null>[];
    };
    const quotes = answer.data[0]!;
    const quote = [quotes.pcpQuote, quotes.hpQuote, quotes.csQuote].find((q) => q?.key === key)!;
    const money = (pounds: unknown) => formatMoney(fromPounds(pounds as number));
    const miles = quote.AnnualMileage ? `, ${quote.AnnualMileage} miles a year` : '';
    expect(printed).toBe(
      `Quote: ${key}: ${quote.TotalNumberOfRegularPayments} payments of ${money(quote.RegularPayment)}, ` +
        `${money(quote.Deposit)} deposit, ${quote.Apr}% APR (term ${quote.Term}${miles})`,
    );
  });

  it('places a reservation the API reads back as reserved, deposit paid', async () => {
    const reference = /^Order: (\S+)$/m.exec(stdout)?.[1];
    expect(reference, stdout).toBeDefined();
    const order = (await (
      await fetch(`${api.url}/api/v2/website-orders/order/${reference}`)
    ).json()) as { data: { guid: string; status: string; payments: { amount: number }[] } };
    expect(order.data.guid).toBe(reference);
    expect(order.data.status).toBe('STATUS_RESERVED');
    expect(order.data.payments).toHaveLength(1);
    expect(stdout).toContain(`Reservation: order ${reference} is STATUS_RESERVED, deposit paid £`);
  });
});
