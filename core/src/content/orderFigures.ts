import { formatPounds } from '../money/index.ts';

/** The order settings' figures a retailer's content may state, by placeholder name. */
export type OrderFigures = {
  /** The reservation deposit, in pounds. */
  deposit: number;
  /** The admin fee, in pounds. */
  admin_fee: number;
};

/** The placeholders retailer content may use for the order settings' figures. */
export const ORDER_FIGURE_PLACEHOLDERS: readonly (keyof OrderFigures)[] = ['deposit', 'admin_fee'];

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/**
 * The placeholders a text names that are not figures of the order settings (none: it may be
 * served), for the configuration check (docs/decisions/0633-configured-content-or-none.md).
 * @example unknownPlaceholders('Reserve with {deposit}, {fee}') // ['fee']
 */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(ORDER_FIGURE_PLACEHOLDERS as readonly string[]).includes(name));
}

/**
 * Retailer content with the order settings' figures written in, so any money a page states is
 * the configured one (docs/decisions/0633-configured-content-or-none.md): `{deposit}` becomes the
 * reservation deposit and `{admin_fee}` the admin fee, as the shopper reads money.
 * @example withOrderFigures('Reserve with a {deposit} deposit.', { deposit: 199, admin_fee: 129 }) // 'Reserve with a £199 deposit.'
 */
export function withOrderFigures(text: string, figures: OrderFigures): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(figures, name) ? formatPounds(figures[name as keyof OrderFigures]) : whole,
  );
}
