import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { resultTable, withBenchResult, type SectionResult } from '../benchmarksDoc.ts';

const GUIDE = [
  '# Benchmarks',
  '',
  '## The crawl',
  '',
  'How it is run.',
  '',
  '<!-- bench:crawl:start -->',
  '',
  'Measured 2026-11-28 12:44 UTC on an older machine.',
  '',
  '| measure | value | unit |',
  '| ------- | ----: | ---- |',
  '| old     |     1 | ms   |',
  '',
  '<!-- bench:crawl:end -->',
  '',
  '## The widget',
  '',
  '<!-- bench:widget:start -->',
  '',
  'Measured before.',
  '',
  '<!-- bench:widget:end -->',
  '',
].join('\n');

const crawl: SectionResult = {
  section: 'crawl',
  rows: [
    { name: 'Crawl alone: pages per second', value: 140.25, unit: 'pages/s' },
    { name: 'Shoppers during the crawl / alone: p99 (target ≤ 2)', value: 1.43, unit: 'ratio' },
    { name: 'Shoppers alone: requests per second', value: 1968, unit: 'req/s' },
  ],
  machine: { cpuModel: 'Intel(R) Xeon(R) Processor', cpuCount: 2, node: 'v20.19.0' },
  measuredAt: new Date('2026-12-01T09:05:30Z'),
  settings: { BENCH_DURATION: '15', BENCH_ONLY: 'crawl,widget', BENCH_COLD_PAGES: '20' },
};

describe('the benchmarks guide after a run', () => {
  it("replaces the section's last result with this one: date, command, machine and table", () => {
    const written = withBenchResult(GUIDE, crawl);
    const section = written.slice(
      written.indexOf('<!-- bench:crawl:start -->'),
      written.indexOf('<!-- bench:crawl:end -->'),
    );
    expect(section).not.toContain('older machine');
    expect(section).not.toContain('| old');
    expect(section).toContain(
      'Measured 2026-12-01 09:05 UTC with `BENCH_COLD_PAGES=20 BENCH_DURATION=15 BENCH_ONLY=crawl npm run bench` on 2 × Intel(R) Xeon(R) Processor, Node v20.19.0.',
    );
    expect(section).toContain('| Crawl alone: pages per second');
    expect(section).toMatch(/\| +1,968 \| req\/s/);
  });

  it('leaves everything outside the markers, and the other sections, as they were', () => {
    const written = withBenchResult(GUIDE, crawl);
    expect(written.startsWith('# Benchmarks\n\n## The crawl\n\nHow it is run.\n\n')).toBe(true);
    expect(written.slice(written.indexOf('<!-- bench:crawl:end -->'))).toBe(
      GUIDE.slice(GUIDE.indexOf('<!-- bench:crawl:end -->')),
    );
  });

  it('writes the same guide again for the same result (a result replaces, never adds)', () => {
    const once = withBenchResult(GUIDE, crawl);
    expect(withBenchResult(once, crawl)).toBe(once);
  });

  it('writes what Prettier would, so the formatting check passes after a run', async () => {
    const written = withBenchResult(GUIDE, crawl);
    const options = await resolveConfig(new URL('../../docs/benchmarks.md', import.meta.url));
    expect(await format(written, { ...options, parser: 'markdown' })).toBe(written);
  });

  it('escapes a pipe and flattens a line break in a name', () => {
    const table = resultTable([{ name: 'a | b\nc', value: 0.00012, unit: 'ms' }]);
    expect(table.split('\n')[2]).toBe('| a \\| b c | 0.0001 | ms   |');
  });

  it('refuses a guide without the section, or with its markers twice or out of order', () => {
    const missing = { ...crawl, section: 'nodes' };
    expect(() => withBenchResult(GUIDE, missing)).toThrow(
      'between one <!-- bench:nodes:start --> and one <!-- bench:nodes:end -->',
    );
    expect(() => withBenchResult(`${GUIDE}\n<!-- bench:crawl:start -->\n`, crawl)).toThrow();
    const swapped = GUIDE.replace('bench:widget:start', 'bench:widget:tmp')
      .replace('bench:widget:end', 'bench:widget:start')
      .replace('bench:widget:tmp', 'bench:widget:end');
    expect(() => withBenchResult(swapped, { ...crawl, section: 'widget' })).toThrow();
  });
});
