import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareNames,
  MAKE_ALIASES,
  matchNames,
  matchStockNames,
  nameKey,
  PREFIX_MIN_LENGTH,
  stockRangeNames,
  type StockMake,
} from '../../src/content/stockNames.ts';

/** A make in stock with its ranges and how many cars of each; the make's count is their sum. */
const make = (name: string, ...ranges: [range: string, count: number][]): StockMake => ({
  name,
  count: ranges.reduce((sum, [, count]) => sum + count, 0),
  ranges: ranges.map(([range, count]) => ({ name: range, count })),
});

const STOCK: StockMake[] = [
  make('BMW', ['3 Series', 3], ['i4', 2]),
  make('Ford', ['Fiesta', 4], ['Focus', 3], ['Mustang Mach-E', 2]),
  make('Land Rover', ['Range Rover Sport', 1]),
  make('Mercedes-Benz', ['A Class', 2], ['C Class', 2]),
  make('MG', ['MG3', 2]),
  make('Mini', ['Hatch', 1]),
  make('Škoda', ['Fabia', 2]),
  make('Tesla', ['Model 3', 2], ['Model Y', 1]),
  make('Volkswagen', ['Golf', 4], ['ID.3', 2]),
];
const MAKES = STOCK.map((make) => make.name);

describe('nameKey: what is left of a name once case, spaces, punctuation and accents are ignored', () => {
  it.each([
    ['Mercedes-Benz', 'mercedesbenz'],
    ['  mercedes   benz ', 'mercedesbenz'],
    ['MERCEDES BENZ', 'mercedesbenz'],
    ['Škoda', 'skoda'],
    ['Citroën', 'citroen'],
    ['ID.3', 'id3'],
    ['3 series', '3series'],
    ['Land-Rover', 'landrover'],
  ])('%s → %s', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('is the same for a name whatever its case, accents and spacing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MAKES), fc.boolean(), fc.boolean(), (name, upper, spaced) => {
        let typed = upper ? name.toUpperCase() : name.toLowerCase();
        if (spaced) typed = ` ${typed.split('').join(' ')} `;
        expect(nameKey(typed)).toBe(nameKey(name));
      }),
    );
  });
});

describe('matchNames: the names in stock a shopper’s text means', () => {
  it.each([
    ['mercedes benz', 'Mercedes-Benz'],
    ['SKODA', 'Škoda'],
    ['landrover', 'Land Rover'],
    ['ford', 'Ford'],
  ])('matches case, spaces, hyphens and accents exactly: %s is %s', (typed, name) => {
    expect(matchNames(typed, MAKES, MAKE_ALIASES)).toEqual([name]);
  });

  it.each([
    ['VW', 'Volkswagen'],
    ['vw', 'Volkswagen'],
    ['Merc', 'Mercedes-Benz'],
    ['Mercedes', 'Mercedes-Benz'],
    ['benz', 'Mercedes-Benz'],
  ])('knows common names: %s is %s', (typed, name) => {
    expect(matchNames(typed, MAKES, MAKE_ALIASES)).toEqual([name]);
  });

  it('a common name matches nothing when its make is not in stock', () => {
    expect(matchNames('VW', ['Ford'], MAKE_ALIASES)).toEqual([]);
  });

  it(`matches the start of names when nothing matches exactly, from ${PREFIX_MIN_LENGTH} letters or digits`, () => {
    expect(matchNames('Fiest', ['Fiesta', 'Focus'])).toEqual(['Fiesta']);
    expect(matchNames('model', ['Model 3', 'Model Y', 'Golf'])).toEqual(['Model 3', 'Model Y']);
    expect(matchNames('range rover', ['Range Rover Sport'])).toEqual(['Range Rover Sport']);
    // Shorter than that is too loose to mean one name: "Fo" is not Ford and Focus.
    expect(matchNames('Fo', ['Ford', 'Focus'])).toEqual([]);
    expect(matchNames('M', MAKES, MAKE_ALIASES)).toEqual([]);
  });

  it('an exact name wins over names it starts: MG is MG, not Mini or MG3', () => {
    expect(matchNames('MG', MAKES, MAKE_ALIASES)).toEqual(['MG']);
    expect(matchNames('Golf', ['Golf', 'Golf Estate'])).toEqual(['Golf']);
  });

  it('matches nothing for a name not in stock, or nothing at all typed', () => {
    expect(matchNames('Trabant', MAKES, MAKE_ALIASES)).toEqual([]);
    expect(matchNames('  - ', MAKES, MAKE_ALIASES)).toEqual([]);
    expect(matchNames('sta', ['Fiesta'])).toEqual([]);
  });

  it('every name in stock matches itself, typed in any case', () => {
    const ranges = STOCK.flatMap((make) => make.ranges.map((range) => range.name));
    fc.assert(
      fc.property(fc.constantFrom(...ranges), fc.boolean(), (name, upper) => {
        const typed = upper ? name.toUpperCase() : name.toLowerCase();
        expect(matchNames(typed, ranges)).toContain(name);
      }),
    );
  });
});

describe('matchStockNames: a search’s make and model against the stock', () => {
  it('leaves a field the shopper left empty unfiltered', () => {
    expect(matchStockNames(STOCK, {})).toEqual({ makes: undefined, ranges: undefined });
    expect(matchStockNames(STOCK, { make: ' ', range: '' })).toEqual({
      makes: undefined,
      ranges: undefined,
    });
  });

  it('reads the model among the ranges of the makes matched', () => {
    expect(matchStockNames(STOCK, { make: 'vw', range: 'golf' })).toEqual({
      makes: ['Volkswagen'],
      ranges: ['Golf'],
    });
    expect(matchStockNames(STOCK, { make: 'Merc', range: 'a class' })).toEqual({
      makes: ['Mercedes-Benz'],
      ranges: ['A Class'],
    });
    // Fiesta is a Ford: under Volkswagen it matches nothing.
    expect(matchStockNames(STOCK, { make: 'VW', range: 'Fiest' })).toEqual({
      makes: ['Volkswagen'],
      ranges: [],
    });
  });

  it('a model alone is looked for among every make’s ranges', () => {
    expect(matchStockNames(STOCK, { range: 'Fiest' })).toEqual({
      makes: undefined,
      ranges: ['Fiesta'],
    });
    expect(matchStockNames(STOCK, { range: 'mach-e' })).toEqual({
      makes: undefined,
      ranges: ['Mustang Mach-E'],
    });
  });

  it('a make not in stock matches nothing, and so does any model under it', () => {
    expect(matchStockNames(STOCK, { make: 'Trabant', range: 'Golf' })).toEqual({
      makes: [],
      ranges: [],
    });
  });
});

describe('compareNames: names listed by what they are, not by case or accents', () => {
  it('is 0 only for the same spelling', () => {
    expect(compareNames('Ford', 'Ford')).toBe(0);
    expect(compareNames('ford', 'Ford')).toBe(1);
    expect(compareNames('Ford', 'ford')).toBe(-1);
  });

  it('sorts by letters and digits, then as spelt', () => {
    expect(['Škoda', 'Focus', 'fiesta', 'ID.3', 'i4', 'BMW', 'bmw'].sort(compareNames)).toEqual([
      'BMW',
      'bmw',
      'fiesta',
      'Focus',
      'i4',
      'ID.3',
      'Škoda',
    ]);
  });
});

describe('stockRangeNames: the models a form offers for the make typed so far', () => {
  it('the ranges of the make matched, by name', () => {
    expect(stockRangeNames(STOCK, 'vw')).toEqual(['Golf', 'ID.3']);
    expect(stockRangeNames(STOCK, 'Merc')).toEqual(['A Class', 'C Class']);
  });

  it('every make’s ranges, once each, while no make is typed or none matches', () => {
    const every = [
      '3 Series',
      'A Class',
      'C Class',
      'Fabia',
      'Fiesta',
      'Focus',
      'Golf',
      'Hatch',
      'i4',
      'ID.3',
      'MG3',
      'Model 3',
      'Model Y',
      'Mustang Mach-E',
      'Range Rover Sport',
    ];
    expect(stockRangeNames(STOCK)).toEqual(every);
    expect(stockRangeNames(STOCK, '')).toEqual(every);
    expect(stockRangeNames(STOCK, null)).toEqual(every);
    expect(stockRangeNames(STOCK, 'Fo')).toEqual(every);
    expect(
      stockRangeNames([...STOCK, { name: 'Audi', count: 1, ranges: [{ name: 'Golf', count: 1 }] }]),
    ).toEqual(every);
  });
});
