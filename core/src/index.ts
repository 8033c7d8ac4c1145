/**
 * @showroom/core — the framework-free rules of the Showroom storefront.
 * Each area has its own folder and index, also published as a subpath entry (`@showroom/core/money`
 * …, decision 0920). Each area's index names the exports it makes public (decision 0921): a name is
 * public because its area lists it, and a helper that only its own area uses stays out. This entry
 * gives every area's names, so each public name is listed once, in its area.
 */
export * from './money/index.ts';
export * from './finance/index.ts';
export * from './deal/index.ts';
export * from './tenant/index.ts';
export * from './vehicle/index.ts';
export * from './order/index.ts';
export * from './builder/index.ts';
export * from './forms/index.ts';
export * from './content/index.ts';
export * from './text/index.ts';
export * from './dealMachine/index.ts';
