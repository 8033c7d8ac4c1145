import type { StoreCensus } from '../db/repositories.ts';

/**
 * What `npm run seed` will not delete without `--force`: a store's orders, payments, leads and
 * vehicles that are not the demo's, as the words of its refusal ('1 order, 2 leads and 3 vehicles
 * that are not demo stock'); null when the store holds none of them.
 */
export function seedRefusal(census: StoreCensus): string | null {
  const found = [
    counted(census.orders, 'order'),
    counted(census.payments, 'payment'),
    counted(census.leads, 'lead'),
    counted(
      census.otherVehicles,
      'vehicle that is not demo stock',
      'vehicles that are not demo stock',
    ),
  ].filter((part): part is string => part !== null);
  if (!found.length) return null;
  return found.length === 1 ? found[0]! : `${found.slice(0, -1).join(', ')} and ${found.at(-1)}`;
}

/** Everything the seed deletes from a store holding `census`, one line each. */
export function seedDeletes(census: StoreCensus): string[] {
  return [
    counted(census.orders, 'order'),
    counted(census.payments, 'payment'),
    counted(census.leads, 'lead'),
    counted(
      census.leadDeliveries,
      'lead delivery (e-mail or webhook call)',
      'lead deliveries (e-mails and webhook calls)',
    ),
    counted(
      census.otherVehicles,
      'vehicle that is not demo stock',
      'vehicles that are not demo stock',
    ),
    counted(census.demoVehicles, 'demo vehicle'),
    'the content: pages, posts, reviews, branches and settings',
  ].filter((line): line is string => line !== null);
}

function counted(n: number, one: string, many = `${one}s`): string | null {
  return n === 0 ? null : `${n} ${n === 1 ? one : many}`;
}
