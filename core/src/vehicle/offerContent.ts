/**
 * The offer text of an offer vehicle (requirement VEH-5: of `contents`, the third item's
 * `main_content` is used for offers): HTML from the retailer (sanitise before rendering), or null
 * when the vehicle is not an offer or has no such text.
 * @example offerMainContent({ advert_classification: 'OFFER', contents: [{}, {}, { main_content: '<p>Save</p>' }] }) // '<p>Save</p>'
 */
export function offerMainContent(vehicle: {
  readonly advert_classification?: string | null;
  readonly advert_type?: string | null;
  readonly contents?: readonly Readonly<Record<string, unknown>>[] | null;
}): string | null {
  const offer =
    vehicle.advert_classification === 'OFFER' || vehicle.advert_type === 'OFFER_VEHICLE';
  const text = vehicle.contents?.[2]?.main_content;
  return offer && typeof text === 'string' && text.trim() !== '' ? text : null;
}
