/**
 * The demo catalogue and the stock seeded from it, pinned: rewriting how the catalogue is written
 * must not change one vehicle a shopper sees.
 */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { CATALOGUE, COLOURS, MEMORY_TAGS, PLATE_LETTERS } from '../src/seed/catalogue.ts';
import { demoVehicles } from '../src/seed/vehicles.ts';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

it('the catalogue is the one shipped: its ranges, derivatives, colours and plates', () => {
  expect(CATALOGUE).toHaveLength(CATALOGUE_RANGES);
  expect(CATALOGUE.flatMap((range) => range.derivatives)).toHaveLength(CATALOGUE_DERIVATIVES);
  expect(digest([CATALOGUE, COLOURS, MEMORY_TAGS, PLATE_LETTERS])).toBe(CATALOGUE_DIGEST);
});

it('the seeded stock is the one shipped, vehicle for vehicle', () => {
  const stock = demoVehicles();
  expect(stock).toHaveLength(STOCK_SIZE);
  expect(digest(stock)).toBe(STOCK_DIGEST);
});

const CATALOGUE_RANGES = 54;
const CATALOGUE_DERIVATIVES = 121;
const CATALOGUE_DIGEST = '1ac950e04989e07d6c2866372a042fed0728539e579c5993e8ac841d0ecbffe1';
const STOCK_SIZE = 320;
// Engine sizes now follow the litre figure in each name.
const STOCK_DIGEST = 'b0c871ca3a6e20e474cb7a4c1e39ccca51cc2eb7c9936f2ac6f9d7d41b669a7e';
