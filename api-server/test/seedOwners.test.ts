import { ownersText, previousOwners, showInformationTiles } from '@showroom/core';
import { describe, expect, it } from 'vitest';
import { demoVehicles } from '../src/seed/vehicles.ts';

const stock = demoVehicles();
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Every "N owners", "N previous keepers" or "one owner" the description states, as numbers. */
function ownersStated(description: string): { said: string; owners: number }[] {
  return [
    ...text(description).matchAll(
      /\b(\d+|one|two|three|four|five|six)\s+(previous\s+)?(owner|keeper)s?\b/gi,
    ),
  ].map((m) => {
    const n = WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
    // "2 previous keepers" is 3 owners with the current keeper; "3 owners" is 3.
    return { said: m[0], owners: m[2] ? n + 1 : n };
  });
}

describe('owners on a vehicle page (whole demo stock)', () => {
  it('the description states the owners in the tile’s own words, and nothing else about them', () => {
    const disagree = stock.flatMap((v) => {
      const tile = previousOwners(v);
      const stated = ownersStated(v.description);
      const wrong = stated.filter((s) => s.owners !== tile || s.said !== ownersText(tile!));
      return wrong.length > 0
        ? [
            `${v.stock_id}: tile "${ownersText(tile!)}", description "${wrong.map((w) => w.said).join('", "')}"`,
          ]
        : [];
    });
    expect(disagree).toEqual([]);
  });

  it('every used car where the tile shows says its owners in the description too', () => {
    const used = stock.filter((v) => v.advert_classification === 'USED' && showInformationTiles(v));
    expect(used.length).toBeGreaterThan(100);
    const silent = used.filter((v) => ownersStated(v.description).length !== 1);
    expect(silent.map((v) => v.stock_id)).toEqual([]);
  });
});
