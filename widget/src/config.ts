import { DEFAULT_TENANT_CONFIG, type TenantConfig } from '@showroom/core';

/**
 * What the storefront tells the widget when it serves `/embed/finance.js`: where the API is (null:
 * at the storefront's own origin), the retailer's tenant settings the figures are disclosed with
 * (the broker disclosure, the message overrides), the retailer's finance disclaimer as text, and
 * its finance deposit when the script was written (so the first quote can be asked at once; the
 * order config, read once the first figure is on screen, has the last word). The host writes it
 * over the placeholder below (host/src/routes/embed.ts); a file served without it uses
 * core's defaults.
 */
export type EmbedConfig = {
  apiBase: string | null;
  tenant: Pick<TenantConfig, 'broker' | 'messages'>;
  financeDisclaimer?: string | null;
  financeDeposit?: number | null;
};

/**
 * How long the loading card waits for the first answers before it says it is loading: an answer
 * within a second feels immediate, and the card already holds the calculator's room.
 */
export const LOADING_MESSAGE_AFTER_MS = 1000;

/** The placeholder the storefront replaces with its configuration, as a JSON string. */
const INJECTED: string = '__SHOWROOM_EMBED_CONFIG__';

function injected(): Partial<EmbedConfig> {
  if (!INJECTED.startsWith('{')) return {};
  try {
    return JSON.parse(INJECTED) as Partial<EmbedConfig>;
  } catch {
    return {};
  }
}

/** Where the widget's links and API calls go, and the tenant's disclosure, for a script at `scriptUrl`. */
export function embedConfig(scriptUrl: string): {
  storefront: string;
  apiBase: string;
  tenant: Pick<TenantConfig, 'broker' | 'messages'>;
  financeDisclaimer: string;
  financeDeposit: number | null;
} {
  const storefront = new URL(scriptUrl).origin;
  const given = injected();
  return {
    storefront,
    apiBase: given.apiBase || storefront,
    tenant: {
      broker: given.tenant?.broker ?? DEFAULT_TENANT_CONFIG.broker,
      messages: given.tenant?.messages ?? {},
    },
    financeDisclaimer:
      typeof given.financeDisclaimer === 'string' ? given.financeDisclaimer.trim() : '',
    financeDeposit: typeof given.financeDeposit === 'number' ? given.financeDeposit : null,
  };
}
