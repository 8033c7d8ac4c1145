/**
 * The vehicle page's PDF states the headline's representative example as every other channel
 * does: core's lines (the APR as the heading's figure) and core's small print, which ends with the
 * quote's own "subject to status" statement.
 */
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  headlineQuote,
  representativeExampleOf,
  representativeExampleRows,
  representativeExampleSmallPrint,
} from '@showroom/core';
import { vdpBroker } from '@showroom/app/ssr';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * The text a PDF draws, one string per text-showing operator (`TJ`/`Tj`): pdfkit writes the
 * standard fonts' text as hex strings of WinAnsi codes inside its deflated content streams.
 */
function pdfText(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font)
    }
    for (const op of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|[-\d. ])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      const hex = [...(op[1] ?? `<${op[2]}>`).matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, h]) => h)
        .join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}

let host: TestHost;
beforeAll(async () => {
  host = await startHost({});
});
afterAll(() => host?.close());

it('lists core’s representative example and ends with the quote’s status statement', async () => {
  const [car] = await searchVehicles(
    host.app,
    'resultsPerPage=1&advert_classification=USED&min_price=8000&max_price=30000',
  );
  const page = await host.view(`/vehicle-search/${car!.slug}`);
  const quote = headlineQuote(page.state!.finance)!;
  expect(quote.SubjectToStatus).toBe(
    'Finance subject to status. Over 18s only. Guarantees may be required.',
  );
  const example = representativeExampleOf(quote, vdpBroker(page.state!));

  const pdf = await host.app.inject({
    method: 'GET',
    url: `/vehicle-search/${car!.slug}?format=pdf`,
  });
  expect(pdf.statusCode).toBe(200);
  const lines = pdfText(pdf.rawPayload);
  // pdfkit keeps a wrapped line's trailing space: joined, spaces are collapsed.
  const text = lines.join(' ').replace(/ {2,}/g, ' ');

  expect(lines).toContain(`${quote.Apr.toFixed(1)}% APR representative`);
  const rows = representativeExampleRows(example).filter((row) => row.key !== 'apr');
  expect(rows.length).toBeGreaterThan(8);
  for (const row of rows) {
    expect(lines, row.term).toContain(row.term);
    expect(lines, row.term).toContain(row.value);
  }
  // Wrapped over lines, the small print reads whole once its lines are joined.
  expect(text).toContain(representativeExampleSmallPrint(example));
  expect(representativeExampleSmallPrint(example)).toMatch(/ Guarantees may be required\.$/);
});
