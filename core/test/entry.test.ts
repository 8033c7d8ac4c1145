import { describe, expect, it } from 'vitest';
import * as entry from '../src/index.ts';
import * as builder from '../src/builder/index.ts';
import * as content from '../src/content/index.ts';
import * as deal from '../src/deal/index.ts';
import * as dealMachine from '../src/dealMachine/index.ts';
import * as finance from '../src/finance/index.ts';
import * as forms from '../src/forms/index.ts';
import * as money from '../src/money/index.ts';
import * as order from '../src/order/index.ts';
import * as tenant from '../src/tenant/index.ts';
import * as text from '../src/text/index.ts';
import * as vehicle from '../src/vehicle/index.ts';

/**
 * The entry gives every area's names (decision 0921), and each area's index is its subpath
 * entry (decision 0920): the entry's values are exactly the areas' values, the same objects, and no
 * name is given by two areas. (Types leave no trace at run time: the API report lists them.)
 */
const AREAS = {
  builder,
  content,
  deal,
  dealMachine,
  finance,
  forms,
  money,
  order,
  tenant,
  text,
  vehicle,
};

describe("core's entry", () => {
  it("exports every area's values and nothing else, each the area's own", () => {
    const fromAreas = Object.entries(AREAS).flatMap(([area, values]) =>
      Object.entries(values).map(([name, value]) => ({ area, name, value })),
    );
    expect(new Set(fromAreas.map((v) => v.name)).size).toBe(fromAreas.length);
    expect(Object.keys(entry).sort()).toEqual(fromAreas.map((v) => v.name).sort());
    for (const { area, name, value } of fromAreas)
      expect((entry as Record<string, unknown>)[name], `${area}: ${name}`).toBe(value);
  });
});
