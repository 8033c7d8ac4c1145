import type { OpeningHours, TestDriveBranch, TestDriveSettings } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import type { Schema } from '../http/routeTypes.ts';
import type { BranchSeed } from '../seed/branches.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The ISO weekdays a row's words name ('Monday to Friday', 'Saturday', 'Saturday and Sunday'),
 * for branches stored before rows carried `weekdays`.
 */
export function weekdaysOf(days: string): number[] {
  const named = days
    .toLowerCase()
    .split(/\s+(?:and|&)\s+|,\s*/)
    .flatMap((part) => {
      const [from, to] = part.split(/\s+(?:to|-|–)\s+/).map((d) => DAYS.indexOf(d.trim()) + 1);
      if (!from) return [];
      if (!to) return [from];
      return Array.from({ length: ((to - from + 7) % 7) + 1 }, (_, i) => ((from - 1 + i) % 7) + 1);
    });
  return [...new Set(named)];
}

/** A branch as it is kept: a row stored before rows carried `weekdays` has none. */
type StoredBranch = Omit<BranchSeed, 'opening_hours'> & {
  opening_hours: (Omit<OpeningHours[number], 'weekdays'> & { weekdays?: readonly number[] })[];
};

/**
 * The branches as they are kept: the configuration file's (SHOWROOM_CONFIG), else the store's
 * `branches` row (the demo seed's).
 */
export async function keptBranches<T extends { slug: string }>(ctx: ServerContext): Promise<T[]> {
  if (ctx.business) return ctx.business.branches as unknown as T[];
  return (await ctx.repos.content.setting<T[]>('branches')) ?? [];
}

/** The branches as the API serves them (contract Branch): each opening-hours row with its weekdays. */
export async function branches(ctx: ServerContext): Promise<Schema<'Branch'>[]> {
  const stored = await keptBranches<StoredBranch>(ctx);
  // Copies of the kept lists: the configuration's are read-only.
  return stored.map(({ test_drives, ...branch }) => ({
    ...branch,
    opening_hours: branch.opening_hours.map((row) => ({
      ...row,
      days: row.days ?? '',
      weekdays: row.weekdays ? [...row.weekdays] : weekdaysOf(row.days ?? ''),
    })),
    ...(test_drives && { test_drives: testDrivesOf(test_drives) }),
  }));
}

function testDrivesOf(settings: TestDriveSettings): NonNullable<Schema<'Branch'>['test_drives']> {
  const { days, ...rest } = settings;
  return days ? { ...rest, days: [...days] } : rest;
}

/** The branch a vehicle is at (its `site.slug`); null for an unknown vehicle or branch. */
export async function branchOfVehicle(
  ctx: ServerContext,
  vehicleId: string | undefined,
): Promise<TestDriveBranch | null> {
  if (!vehicleId || !/^[1-9]\d{0,9}$/.test(vehicleId)) return null;
  const vehicle = await ctx.repos.vehicles.byId(Number(vehicleId));
  if (!vehicle) return null;
  const found = (await branches(ctx)).find((b) => b.slug === vehicle.site.slug);
  return found
    ? {
        name: found.name,
        opening_hours: found.opening_hours as OpeningHours,
        ...(found.test_drives ? { test_drives: found.test_drives } : {}),
      }
    : null;
}
