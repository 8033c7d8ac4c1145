/**
 * What the shopper is charged for a vehicle, and what the page may show beside it, in pounds as
 * the API sends them (requirement VEH-1: vehicle `price`, `list_price`, `recommended_retail_price`,
 * `admin_fee`; requirement ORDER-10, the cash total). The page, the order summary, the sticky
 * banner and the cash total all ask here, so what the shopper sees is what they pay.
 */

/**
 * The admin fee charged with the vehicle (requirements VEH-1, ORDER-10): the vehicle's own
 * `admin_fee` when it carries one, £0 included (the mobility scheme's cars); the order config's
 * only for a vehicle that carries none; else none.
 * @example adminFeeOf({ admin_fee: 149 }, { admin_fee: 0 }) // 0
 */
export function adminFeeOf(
  orderConfig: { readonly admin_fee?: number | null } | null | undefined,
  vehicle: { readonly admin_fee?: number | null },
): number {
  return vehicle.admin_fee ?? orderConfig?.admin_fee ?? 0;
}

/**
 * The price charged for the vehicle: its `price`, the price the page shows. Requirement ORDER-10
 * reads "price (list_price if present)", but a list price is the price before a discount: above the
 * price it is only ever shown struck through ({@link wasPrice}), never charged (decision 0104).
 * @example askingPrice({ price: 12000, list_price: 12500 }) // 12000
 */
export function askingPrice(vehicle: {
  readonly price: number;
  readonly list_price?: number | null;
}): number {
  return vehicle.price;
}

/** An earlier, higher price shown struck through beside the price charged. */
export type WasPrice = { readonly label: 'Was' | 'RRP'; readonly pounds: number };

/**
 * The earlier price to strike through beside the price: the list price ('Was') when it is above
 * the price charged, else the recommended retail price ('RRP') when that is; never one at or
 * below the price charged, so a discount shown is one the shopper gets.
 * @example wasPrice({ price: 12000, list_price: 12500 }) // { label: 'Was', pounds: 12500 }
 */
export function wasPrice(vehicle: {
  readonly price?: number | null;
  readonly list_price?: number | null;
  readonly recommended_retail_price?: number | null;
}): WasPrice | null {
  const { price } = vehicle;
  if (typeof price !== 'number') return null;
  const charged = askingPrice({ price });
  const list = vehicle.list_price;
  if (typeof list === 'number' && list > charged) return { label: 'Was', pounds: list };
  const rrp = vehicle.recommended_retail_price;
  return typeof rrp === 'number' && rrp > charged ? { label: 'RRP', pounds: rrp } : null;
}
