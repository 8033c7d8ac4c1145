/**
 * Reading a stock feed (src/stock/csv.ts, src/stock/feed.ts) before anything touches a store: the
 * CSV as RFC 4180 writes it, the map, what a feed may leave out, and each problem by its line.
 */
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from '../src/stock/csv.ts';
import { FeedError, feedFormatOf, parseFieldMap, readFeed } from '../src/stock/feed.ts';

const problemsOf = (read: () => unknown): readonly string[] => {
  try {
    read();
  } catch (error) {
    if (error instanceof FeedError) return error.problems;
    throw error;
  }
  throw new Error('the feed was read');
};

describe('CSV', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, each record by its first line', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",\n3,,""\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'x, y', 'say "hi"'] },
      { line: 4, cells: ['2', 'two\nlines', ''] },
      { line: 6, cells: ['3', '', ''] },
    ]);
  });

  it('reads a last line without a line break, and an empty last cell', () => {
    expect(parseCsv('a,b\n1,')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', ''] },
    ]);
  });

  it('refuses a quote never closed, or one inside an unquoted cell, naming the line', () => {
    expect(() => parseCsv('a\n"open\nstill open')).toThrow(
      new CsvError(2, 'a quoted cell is never closed'),
    );
    expect(() => parseCsv('a,b\n1,2\nx"y,3')).toThrow(
      new CsvError(3, 'a cell holding a quote must be in quotes, the quote doubled'),
    );
    expect(() => parseCsv('a\n"closed"late')).toThrow(
      new CsvError(2, 'a quoted cell must end at a comma or the end of the line'),
    );
  });
});

const HEADER =
  'stock_id,make,range,model,derivative,vrm,year,price,advert_classification,category,fuel_type,body_type,transmission,odometer_value,colour,doors,seats,site.name,site.slug,site.city_town,location.name';
const ROW =
  '501,Skoda,Octavia,Octavia SE,1.5 TSI SE 5dr,ab21 cde,2021,14995.5,USED,cars,Petrol,Estate,Manual,23450,Blue,5,5,Acme Leeds,leeds,Leeds,LEEDS';

describe('a feed', () => {
  it('fills in what a feed may leave out, from the rest of the vehicle or as none', () => {
    const [read] = readFeed(`${HEADER}\n${ROW}\n`, 'csv');
    expect(read!.line).toBe(2);
    expect(read!.vehicle).toMatchObject({
      stock_id: 501,
      name: 'Skoda Octavia 1.5 TSI SE 5dr',
      slug: 'skoda-octavia-1-5-tsi-se-5dr-501',
      vrm: 'AB21CDE',
      formatted_plate: 'AB21 CDE',
      price: 14995.5,
      fuel_type_slug: 'petrol',
      body_type_slug: 'estate',
      odometer_units: 'miles',
      reservation_status: 'Available',
      reserved: false,
      reserved_at: null,
      list_price: null,
      media_urls: [],
      technical_data: {},
      company: { telephone: null },
    });
  });

  // Decision 0910: a vehicle's slug, plate, classification and fuel and body slugs become request
  // parameters (its page, its 360 frames, a search), so a feed row that would break them is refused.
  it('is refused, naming line and field, where a vehicle would break the requests built from it', () => {
    const row =
      '501,Skoda,Octavia,Octavia SE,1.5 TSI SE 5dr,ab21 cde!,2021,14995.5,LEASE,cars,Petrol,???,Manual,23450,Blue,5,5,Acme Leeds,leeds,Leeds,LEEDS,Škoda octavia,Petrol';
    expect(problemsOf(() => readFeed(`${HEADER},slug,fuel_type_slug\n${row}\n`, 'csv'))).toEqual([
      'line 2, slug: The slug format is invalid.',
      'line 2, vrm: The vrm format is invalid.',
      'line 2, advert_classification: The selected advert classification is invalid: use USED, NEW, OFFER or MOTABILITY.',
      'line 2, fuel_type_slug: The fuel type slug format is invalid.',
      'line 2, body_type_slug: The body type slug format is invalid.',
    ]);
  });

  it('normalises the plate and derives the slugs where a feed leaves them to it', () => {
    const row = ROW.replace('ab21 cde', ' ab 21cde ').replace('Estate', 'Estate / Tourer');
    const [read] = readFeed(`${HEADER}\n${row}\n`, 'csv');
    expect(read!.vehicle).toMatchObject({
      slug: 'skoda-octavia-1-5-tsi-se-5dr-501',
      vrm: 'AB21CDE',
      body_type_slug: 'estate-tourer',
    });
  });

  it('is refused when it holds no vehicle, or reserves one', () => {
    expect(problemsOf(() => readFeed(`${HEADER}\n`, 'csv'))).toEqual([
      'The feed holds no vehicles.',
    ]);
    expect(problemsOf(() => readFeed('[]', 'json'))).toEqual(['The feed holds no vehicles.']);
    expect(
      problemsOf(() => readFeed(`${HEADER},reservation_status\n${ROW},Reserved\n`, 'csv')),
    ).toEqual([
      'line 2, reservation_status: a feed cannot reserve a car: Available, On Order or none (a reservation is an order on the site)',
    ]);
  });

  it('names a row whose cells do not match the header', () => {
    expect(problemsOf(() => readFeed(`${HEADER}\n${ROW},extra\n`, 'csv'))).toEqual([
      'line 2: has 22 cells where the header has 21',
    ]);
  });

  it('JSON: each vehicle by the line its object opens on; dotted or unknown names refused', () => {
    const [vehicle] = readFeed(`${HEADER}\n${ROW}\n`, 'csv');
    const good = JSON.stringify(vehicle!.vehicle);
    const text = `[\n  ${good},\n\n  { "stock_id": "x",\n "site.name": "A" },\n 7\n]`;
    const problems = problemsOf(() => readFeed(text, 'json'));
    expect(problems[0]).toBe(
      'line 4, site.name: not a vehicle field: name it as the contract names it, or rename it with --map',
    );
    expect(problems).toContain('line 4, stock_id: The stock id must be an integer.');
    expect(problems).toContain('line 4, make: The make field is required.');
    expect(problems.at(-1)).toBe('line 6: a vehicle must be a JSON object');
    expect(problemsOf(() => readFeed('{"stock_id": 1}', 'json'))).toEqual([
      'A JSON feed must be an array of vehicles: [ { "stock_id": … }, … ]',
    ]);
  });

  it('knows its format by its name, else by how it starts', () => {
    expect(feedFormatOf('stock.JSON', 'a,b')).toBe('json');
    expect(feedFormatOf('stock.csv', '[')).toBe('csv');
    expect(feedFormatOf('feed', '  [{}]')).toBe('json');
    expect(feedFormatOf('feed', 'stock_id,make')).toBe('csv');
  });
});

describe('a map', () => {
  it('renames the feed’s names to the contract’s', () => {
    const map = parseFieldMap('{ "StockNo": "stock_id", "Branch": "site.name" }');
    const [read] = readFeed(
      `${HEADER.replace('stock_id', 'StockNo').replace('site.name', 'Branch')}\n${ROW}`,
      'csv',
      map,
    );
    expect([read!.vehicle.stock_id, read!.vehicle.site.name]).toEqual([501, 'Acme Leeds']);
  });

  it('is refused when it is not an object of contract field names, one name each', () => {
    expect(() => parseFieldMap('["stock_id"]')).toThrow(
      'The map must be a JSON object: { "their field": "contract field", … }',
    );
    expect(() => parseFieldMap('{ "A": "stock_id", "B": "stock_id", "C": "colour_name" }')).toThrow(
      'The map is wrong: "B" and "A" both map to "stock_id"; "C" maps to "colour_name", which is not a vehicle field.',
    );
  });
});
