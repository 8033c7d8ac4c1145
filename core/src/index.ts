/**
 * @showroom/core — the framework-free rules of the Showroom storefront.
 * Each area has its own folder and index; this file only re-exports them. An area's index
 * re-exports its modules whole, so what a module exports is public; where a module also exports
 * helpers for its own area only, the index names the public ones.
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
