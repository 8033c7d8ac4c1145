import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * Advert classes that hide the additional information tiles (requirement VDP-12).
 * @example TILELESS_CLASSES // ['OFFER', 'NEW']
 */
export const TILELESS_CLASSES: readonly string[] = ['OFFER', 'NEW'];

/**
 * Whether the additional information tiles (MOT, service history, previous owners, review) show
 * (requirement VDP-12): hidden for the OFFER and NEW classes.
 * @example showInformationTiles({ advert_classification: 'USED' }) // true
 */
export function showInformationTiles(
  vehicle: Pick<VehicleFacts, 'advert_classification'>,
): boolean {
  return !TILELESS_CLASSES.includes((vehicle.advert_classification ?? '').toUpperCase());
}
