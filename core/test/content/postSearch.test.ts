import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  postMatchesVehicle,
  postSearchVehicle,
  readPostSearchVehicle,
  type PostRules,
  type VehicleFacts,
} from '../../src/index.ts';
import { NOW, focus } from './fixtures.ts';

/** The Focus as the stock has it: with the facts no post rule reads, and no door count. */
const car: VehicleFacts = {
  ...focus,
  stock_id: 7,
  name: 'Ford Focus 1.0 Titanium',
  colour: 'Red',
  doors: null,
  year: 2020,
};

describe('postSearchVehicle', () => {
  it('keeps the facts post rules read, and only the known ones', () => {
    // Everything but the stock id, the name, the colour and the unknown door count.
    const { stock_id: _id, name: _name, colour: _colour, doors: _doors, ...read } = car;
    expect(postSearchVehicle(car)).toEqual(read);
    expect(Object.keys(read).sort()).toEqual([
      'body_type',
      'body_type_slug',
      'first_registration_date',
      'franchise_approved',
      'fuel_type',
      'fuel_type_slug',
      'make',
      'odometer_value',
      'price',
      'range',
      'seats',
      'tags',
      'transmission',
      'year',
    ]);
  });

  it('is all a post rule needs: every rule decides the same on the facts as on the vehicle', () => {
    const text = fc.option(fc.constantFrom('Ford', 'Kia', 'hatchback', 'Petrol', 'Manual'));
    const rules = fc.record(
      {
        age: fc.option(fc.integer({ min: 0, max: 20 })),
        franchise_approved: fc.option(fc.boolean()),
        make: text,
        range: fc.option(fc.constantFrom('Focus', 'Sportage')),
        body_type: text,
        fuel_type: text,
        transmission: text,
        price: fc.option(fc.record({ min: fc.integer({ max: 30000 }) })),
        mileage: fc.option(fc.record({ max: fc.integer({ max: 60000 }) })),
        seats: fc.option(fc.constantFrom(2, 5, 7)),
        doors: fc.option(fc.constantFrom(3, 5)),
        tags: fc.option(fc.constantFrom('interest-free', 'nearly-new')),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(rules, (r) => {
        const facts = readPostSearchVehicle(
          JSON.parse(JSON.stringify(postSearchVehicle(car))) as unknown,
        ).facts!;
        expect(postMatchesVehicle(r as PostRules, facts, NOW)).toBe(
          postMatchesVehicle(r as PostRules, car, NOW),
        );
      }),
    );
  });
});

describe('readPostSearchVehicle', () => {
  it('accepts the facts the storefront sends, nulls included', () => {
    expect(readPostSearchVehicle(postSearchVehicle(car))).toEqual({
      facts: postSearchVehicle(car),
    });
    expect(readPostSearchVehicle({ seats: null, year: '2020', franchise_approved: 1 })).toEqual({
      facts: { seats: null, year: '2020', franchise_approved: 1 },
    });
    expect(readPostSearchVehicle({})).toEqual({ facts: {} });
  });

  it('refuses what is not an object of facts', () => {
    for (const input of ['ford', 12, null, ['make'], true]) {
      expect(readPostSearchVehicle(input)).toEqual({
        errors: ['vehicle must be an object of vehicle facts (make, range, price, …).'],
      });
    }
  });

  it('names each fact that is unknown or of the wrong kind, and what it should be', () => {
    expect(
      readPostSearchVehicle({
        make: 7,
        range: 'x'.repeat(201),
        price: 'cheap',
        odometer_value: Number.NaN,
        year: '20',
        franchise_approved: 'yes',
        tags: 'interest-free',
        colour: 'Red',
        constructor: 'x',
      }),
    ).toEqual({
      errors: [
        'make must be a text of at most 200 characters.',
        'range must be a text of at most 200 characters.',
        'price must be a number.',
        'odometer_value must be a number.',
        'year must be a four-digit year.',
        'franchise_approved must be true or false.',
        'tags must be a list of at most 50 texts.',
        'colour is not a vehicle fact post rules read.',
        'constructor is not a vehicle fact post rules read.',
      ],
    });
    expect(readPostSearchVehicle({ tags: ['a', 2] }).errors).toEqual([
      'tags must be a list of at most 50 texts.',
    ]);
    expect(readPostSearchVehicle({ tags: Array.from({ length: 51 }, () => 'a') }).errors).toEqual([
      'tags must be a list of at most 50 texts.',
    ]);
    expect(readPostSearchVehicle({ year: 2020.5 }).errors).toEqual([
      'year must be a four-digit year.',
    ]);
  });
});
