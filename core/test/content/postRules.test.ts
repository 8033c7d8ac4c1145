import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { postMatchesVehicle, postsForVehicle } from '../../src/index.ts';
import { NOW, focus } from './fixtures.ts';

const car = focus;

describe('postMatchesVehicle', () => {
  it('matches with no rules', () => {
    expect(postMatchesVehicle(null, car, NOW)).toBe(true);
    expect(postMatchesVehicle({}, {}, NOW)).toBe(true);
    expect(postMatchesVehicle({ make: [], price: {}, seats: [], tags: '' }, car, NOW)).toBe(true);
  });

  it.each([
    [{ age: 5 }, true],
    [{ age: 4 }, false],
    [{ age: 'x' }, true],
    [{ franchise_approved: true }, true],
    [{ make: 'ford' }, true],
    [{ make: ['Kia', 'Audi'] }, false],
    [{ range: 'Focus' }, true],
    [{ range: 'Fiesta' }, false],
    [{ body_type: 'hatchback' }, true],
    [{ body_type: 'SUV' }, false],
    [{ fuel_type: 'Petrol' }, true],
    [{ fuel_type: ['diesel', 'electric'] }, false],
    [{ price: { min: 10000, max: 15000 } }, true],
    [{ price: { min: '13000' } }, false],
    [{ price: { max: 12000 } }, false],
    [{ mileage: { max: 30000 } }, true],
    [{ mileage: { min: 40000 } }, false],
    [{ seats: [5, 7] }, true],
    [{ seats: 7 }, false],
    [{ tags: ['interest-free', 'offer'] }, true],
    [{ tags: 'offer' }, false],
    [{ transmission: 'manual' }, true],
    [{ transmission: 'Automatic' }, false],
    [{ doors: '5' }, true],
    [{ doors: 3 }, false],
  ])('rule %j → %s', (rules, expected) => {
    expect(postMatchesVehicle(rules, car, NOW)).toBe(expected);
  });

  it('needs the vehicle to have a constrained value', () => {
    expect(
      postMatchesVehicle({ franchise_approved: true }, { ...car, franchise_approved: false }, NOW),
    ).toBe(false);
    expect(
      postMatchesVehicle({ franchise_approved: false }, { ...car, franchise_approved: false }, NOW),
    ).toBe(true);
    expect(postMatchesVehicle({ make: 'Ford' }, {}, NOW)).toBe(false);
    expect(postMatchesVehicle({ price: { min: 1 } }, {}, NOW)).toBe(false);
    expect(postMatchesVehicle({ seats: 5 }, {}, NOW)).toBe(false);
    expect(postMatchesVehicle({ tags: 'x' }, {}, NOW)).toBe(false);
  });

  it('an unknown age passes the age rule', () => {
    expect(postMatchesVehicle({ age: 1 }, {}, NOW)).toBe(true);
  });

  it('an age rule excludes every vehicle older than its years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1990, max: 2025 }),
        (years, year) => {
          const matches = postMatchesVehicle({ age: years }, { year }, NOW);
          return matches === NOW.getUTCFullYear() - year <= years;
        },
      ),
    );
  });

  it('a price range holds exactly the prices inside it', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), (a, b, price) => {
        const [min, max] = a < b ? [a, b] : [b, a];
        return (
          postMatchesVehicle({ price: { min, max } }, { price }, NOW) ===
          (price >= min && price <= max)
        );
      }),
    );
  });

  it('filters posts by their rules', () => {
    const posts = [
      { id: 1, rules: { make: 'Ford' } },
      { id: 2, rules: { make: 'Kia' } },
      { id: 3 },
    ];
    expect(postsForVehicle(posts, car, NOW).map((p) => p.id)).toEqual([1, 3]);
  });
});
