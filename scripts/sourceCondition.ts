import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * The export condition under which @showroom/core and @showroom/api-client resolve to their
 * TypeScript sources (src/index.ts) instead of their build (dist/): every tool of this repository
 * sets it, so development, tests and the app's build run from source with no package built first,
 * while an installed tarball, which no outside tool resolves with this name, loads dist
 * (decision 0901). tsconfig.base.json sets it as `customConditions`, tsx and Node take it from
 * NODE_OPTIONS (`--conditions`, set in .npmrc for npm's scripts).
 */
export const SOURCE_CONDITION = '@showroom/source';

/** The part of a Vite (or Vitest) config that resolves the workspace packages from source. */
export const sourceResolve = (): Pick<UserConfig, 'resolve' | 'ssr'> => ({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
});
