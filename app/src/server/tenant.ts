import { readFile } from 'node:fs/promises';
import { DEFAULT_TENANT_CONFIG, resolveTenantConfig, type TenantConfig } from '@showroom/core';

type Log = { warn: (details: object, message: string) => void };

/**
 * The tenant configuration (design.md "Tenant configuration"): the JSON file at `path` merged over
 * core's defaults; no path means the defaults, and a missing or broken file is logged and ignored.
 */
export async function loadTenantConfig(path: string | undefined, log: Log): Promise<TenantConfig> {
  if (!path) return DEFAULT_TENANT_CONFIG;
  try {
    return resolveTenantConfig(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    log.warn({ path, error: String(error) }, 'TENANT_CONFIG could not be read; using the defaults');
    return DEFAULT_TENANT_CONFIG;
  }
}
