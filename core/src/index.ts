/**
 * @showroom/core — the framework-free rules of the Showroom storefront.
 * Each area has its own folder and index; this file only re-exports them.
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
