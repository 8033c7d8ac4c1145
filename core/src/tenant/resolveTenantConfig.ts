import { DEFAULT_TENANT_CONFIG, KEY_FACT_KEYS } from './tenantConfig.ts';
import type { KeyFactKey, TenantConfig } from './tenantConfig.ts';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringRecord = (value: Plain): Record<string, string> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;

/** Merges `input` over `fallback`, keeping only values of the fallback's kind. */
function mergeLike(fallback: unknown, input: unknown): unknown {
  if (input === undefined) return fallback;
  if (fallback === null) return typeof input === 'string' || input === null ? input : fallback;
  if (Array.isArray(fallback)) {
    return Array.isArray(input) ? input.filter((item) => typeof item === 'string') : fallback;
  }
  if (isPlain(fallback)) {
    if (!isPlain(input)) return fallback;
    if (Object.keys(fallback).length === 0) return { ...fallback, ...stringRecord(input) };
    return Object.fromEntries(
      Object.entries(fallback).map(([key, value]) => [key, mergeLike(value, input[key])]),
    );
  }
  return typeof input === typeof fallback ? input : fallback;
}

/** A CSS hex colour, as the manifest and `theme-color` take it. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Builds a complete {@link TenantConfig} from partial JSON (requirement ARCH-14):
 * a deep merge over {@link DEFAULT_TENANT_CONFIG} that ignores values of the wrong type,
 * unknown keys, unknown key-feature keys, unknown listing card styles and colours that are not
 * `#rgb` / `#rrggbb`.
 * @example resolveTenantConfig({ ulez: true, siteName: 7 }).siteName // 'Showroom'
 * @example resolveTenantConfig({ ulez: true }).ulez // true
 */
export function resolveTenantConfig(partial: unknown): TenantConfig {
  const merged = mergeLike(DEFAULT_TENANT_CONFIG, partial) as TenantConfig;
  const known = new Set<string>(KEY_FACT_KEYS);
  const order = merged.keyFeatureOrder.filter((key): key is KeyFactKey => known.has(key));
  return {
    ...merged,
    listingCardStyle: ['default', 'compact'].includes(merged.listingCardStyle)
      ? merged.listingCardStyle
      : DEFAULT_TENANT_CONFIG.listingCardStyle,
    locationOptions: {
      ...merged.locationOptions,
      source: merged.locationOptions.source === 'location' ? 'location' : 'site',
    },
    keyFeatureOrder: [...new Set(order)],
    themeColour: HEX_COLOUR.test(merged.themeColour)
      ? merged.themeColour
      : DEFAULT_TENANT_CONFIG.themeColour,
    backgroundColour: HEX_COLOUR.test(merged.backgroundColour)
      ? merged.backgroundColour
      : DEFAULT_TENANT_CONFIG.backgroundColour,
  };
}
