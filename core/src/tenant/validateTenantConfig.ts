import { MESSAGES } from './messages.ts';
import { DEFAULT_TENANT_CONFIG, KEY_FACT_KEYS } from './tenantConfig.ts';

/** One thing wrong in a tenant file: where (a dotted path, `$` for the whole file) and why. */
export type TenantConfigProblem = { path: string; reason: string };

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a problem quotes it: JSON, cut short. */
const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Fields whose values are one of a few words, or a colour. */
const CHOICES: Record<string, readonly string[]> = {
  listingCardStyle: ['default', 'compact'],
  'locationOptions.source': ['site', 'location'],
};
const COLOURS = new Set(['themeColour', 'backgroundColour']);
const MESSAGE_KEYS = new Set(Object.keys(MESSAGES));
const KEY_FACTS = new Set<string>(KEY_FACT_KEYS);

/**
 * Everything wrong with a tenant file's JSON, field by field (none: it is valid): a key that is
 * not a tenant setting, a value of the wrong kind, a word or colour that is not one of those
 * allowed, a message key that is not in the catalogue. Where `resolveTenantConfig` quietly keeps
 * the default, this names the field, so a start with a broken file stops rather than show the
 * demo's settings.
 * @example validateTenantConfig({ siteName: 7 }) // [{ path: 'siteName', reason: 'must be a string (it is 7)' }]
 * @example validateTenantConfig({ ulez: true }) // []
 */
export function validateTenantConfig(input: unknown): TenantConfigProblem[] {
  if (!isPlain(input))
    return [{ path: '$', reason: `must be a JSON object (it is ${shown(input)})` }];
  return problemsOf(DEFAULT_TENANT_CONFIG, input, '');
}

function problemsOf(shape: unknown, value: unknown, path: string): TenantConfigProblem[] {
  const at = (reason: string): TenantConfigProblem[] => [{ path, reason }];
  if (path === 'messages') return recordProblems(value, path, (key) => MESSAGE_KEYS.has(key));
  if (path === 'customErrorMessages') return recordProblems(value, path, () => true);
  if (path in CHOICES) {
    const choices = CHOICES[path]!;
    return typeof value === 'string' && choices.includes(value)
      ? []
      : at(`must be one of ${choices.map((c) => `"${c}"`).join(', ')} (it is ${shown(value)})`);
  }
  if (COLOURS.has(path))
    return typeof value === 'string' && HEX_COLOUR.test(value)
      ? []
      : at(`must be a colour written #rrggbb or #rgb (it is ${shown(value)})`);
  if (shape === null)
    return typeof value === 'string' || value === null
      ? []
      : at(`must be a string or null (it is ${shown(value)})`);
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return at(`must be a list of strings (it is ${shown(value)})`);
    return value.flatMap((item, index) => {
      if (typeof item !== 'string')
        return [{ path: `${path}[${index}]`, reason: `must be a string (it is ${shown(item)})` }];
      if (path === 'keyFeatureOrder' && !KEY_FACTS.has(item))
        return [
          {
            path: `${path}[${index}]`,
            reason: `must be one of ${KEY_FACT_KEYS.join(', ')} (it is ${shown(item)})`,
          },
        ];
      return [];
    });
  }
  if (isPlain(shape)) {
    if (!isPlain(value)) return at(`must be an object (it is ${shown(value)})`);
    return Object.entries(value).flatMap(([key, item]) => {
      const inner = path ? `${path}.${key}` : key;
      return key in shape
        ? problemsOf(shape[key], item, inner)
        : [{ path: inner, reason: 'is not a tenant setting' }];
    });
  }
  return typeof value === typeof shape
    ? []
    : at(`must be a ${typeof shape} (it is ${shown(value)})`);
}

/** An object of strings, each key allowed by `known`. */
function recordProblems(
  value: unknown,
  path: string,
  known: (key: string) => boolean,
): TenantConfigProblem[] {
  if (!isPlain(value))
    return [{ path, reason: `must be an object of texts (it is ${shown(value)})` }];
  return Object.entries(value).flatMap(([key, text]) =>
    !known(key)
      ? [{ path: `${path}.${key}`, reason: 'is not a message of the catalogue' }]
      : typeof text !== 'string'
        ? [{ path: `${path}.${key}`, reason: `must be a string (it is ${shown(text)})` }]
        : [],
  );
}
