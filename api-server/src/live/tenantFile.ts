import { readFileSync } from 'node:fs';
import {
  DEFAULT_TENANT_CONFIG,
  resolveTenantConfig,
  validateTenantConfig,
  type TenantConfig,
} from '@showroom/core';
import { StartRefused } from './startRefused.ts';

/**
 * The tenant file (TENANT_CONFIG) as its JSON, checked (null without a path). A file that cannot
 * be read, is not JSON or has a field that is not valid stops the start (StartRefused), naming
 * the file, each field's path and the reason: never a site quietly showing the demo's settings,
 * such as the demo firm's FCA statement, in place of the retailer's.
 */
export function readTenantFile(
  path: string | undefined,
): { path: string; json: Record<string, unknown> } | null {
  if (!path) return null;
  const refuse = (lines: string[]) =>
    new StartRefused(
      [
        ...lines,
        'The start is stopped: correct the file, or unset TENANT_CONFIG to run with the demo’s settings.',
      ].join('\n'),
    );
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw refuse([`TENANT_CONFIG ${path} cannot be read: ${(error as Error).message}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw refuse([`TENANT_CONFIG ${path} is not JSON: ${(error as Error).message}`]);
  }
  const problems = validateTenantConfig(json);
  if (problems.length)
    throw refuse([
      `TENANT_CONFIG ${path} is not a valid tenant file:`,
      ...problems.map(({ path: field, reason }) => `  ${field}: ${reason}`),
    ]);
  return { path, json: json as Record<string, unknown> };
}

/** The tenant file (TENANT_CONFIG) over core's defaults; no path means the defaults (readTenantFile). */
export function loadTenantFile(path: string | undefined): TenantConfig {
  const file = readTenantFile(path);
  return file ? resolveTenantConfig(file.json) : DEFAULT_TENANT_CONFIG;
}
