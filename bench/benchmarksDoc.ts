/**
 * docs/benchmarks.md keeps one current result per benchmark section, between the markers
 * `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` (NAME as BENCH_ONLY names the section).
 * `npm run bench` replaces the result of each section it ran: a new result replaces the last, so
 * the guide never grows into a diary. The formatting is pure (given the markdown and a result, the
 * new markdown); only `machineFacts` reads the machine.
 */
import { cpus } from 'node:os';
import type { BenchRow } from './api.ts';

/** What a result was measured on. */
export interface Machine {
  cpuModel: string;
  cpuCount: number;
  /** Node's version, as `process.version` gives it (`v20.19.0`). */
  node: string;
}

/** One section's result, as `npm run bench` measured it. */
export interface SectionResult {
  /** The section's name, as BENCH_ONLY names it (`crawl`, `widget`, …). */
  section: string;
  rows: readonly BenchRow[];
  machine: Machine;
  measuredAt: Date;
  /** The BENCH_* variables the run was given (BENCH_ONLY aside), so the result can be repeated. */
  settings?: Readonly<Record<string, string>>;
}

export const startMarker = (section: string) => `<!-- bench:${section}:start -->`;
export const endMarker = (section: string) => `<!-- bench:${section}:end -->`;

/** This machine: its CPU model and count, and the Node running the bench. */
export function machineFacts(): Machine {
  const cores = cpus();
  return {
    cpuModel: cores[0]?.model.trim() || 'unknown CPU',
    cpuCount: cores.length,
    node: process.version,
  };
}

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 });

/** A cell's text: no line breaks, pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** Characters a cell takes (the result's texts have no wide characters). */
const width = (text: string) => [...text].length;

/**
 * The rows as a markdown table (measure, value, unit; the values right-aligned), padded as
 * Prettier pads a table, so that `npm run check` finds the written guide formatted.
 */
export function resultTable(rows: readonly BenchRow[]): string {
  const header = ['measure', 'value', 'unit'];
  const body = rows.map((row) => [cell(row.name), numberFormat.format(row.value), cell(row.unit)]);
  const widths = header.map((title, column) =>
    Math.max(3, width(title), ...body.map((cells) => width(cells[column]!))),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((text, column) => {
        const padding = ' '.repeat(widths[column]! - width(text));
        return column === 1 ? padding + text : text + padding;
      })
      .join(' | ')} |`;
  const rule = `| ${widths.map((w, column) => (column === 1 ? '-'.repeat(w - 1) + ':' : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** The text between a section's markers: when, how and on what it was measured, then the table. */
export function resultBlock(result: SectionResult): string {
  const iso = result.measuredAt.toISOString();
  const when = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  const settings = Object.entries(result.settings ?? {})
    .filter(([name]) => name !== 'BENCH_ONLY')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value} `)
    .join('');
  const command = `${settings}BENCH_ONLY=${result.section} npm run bench`;
  const { cpuCount, cpuModel, node } = result.machine;
  const machine = `${cpuCount} × ${cpuModel}, Node ${node}`;
  const table = result.rows.length > 0 ? resultTable(result.rows) : 'The section gave no figures.';
  return `Measured ${when} with \`${command}\` on ${machine}.\n\n${table}`;
}

/**
 * The markdown with the section's result in place of the one between its markers. A guide without
 * the section's markers (or with them twice, or out of order) is an error naming them: the result
 * is never appended where nobody would look for it.
 */
export function withBenchResult(markdown: string, result: SectionResult): string {
  const start = startMarker(result.section);
  const end = endMarker(result.section);
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  const once = (marker: string, at: number) =>
    at >= 0 && markdown.indexOf(marker, at + marker.length) < 0;
  if (!once(start, from) || !once(end, to) || to < from) {
    throw new Error(
      `docs/benchmarks.md needs the section "${result.section}" between one ${start} and one ${end}, in that order`,
    );
  }
  return `${markdown.slice(0, from + start.length)}\n\n${resultBlock(result)}\n\n${markdown.slice(to)}`;
}
