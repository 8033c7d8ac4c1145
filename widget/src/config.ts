import type { BrokerDisclosure, TenantConfig } from '@showroom/core';

/**
 * What the storefront tells the widget when it serves `/embed/finance.js`: where the API is (null:
 * at the storefront's own origin), the retailer's message overrides, the order config's finance
 * disclosure (the broker beside every figure, decision 0906) and finance deposit when the script
 * was written (so the first quote can be asked and shown at once; the order config, read once the
 * first figure is on screen, has the last word), and the retailer's finance disclaimer as text.
 * The host writes it over the placeholder below (host/src/routes/embed.ts); a file served without
 * it reads the order config before its first figure.
 */
export type EmbedConfig = {
  apiBase: string | null;
  tenant: Pick<TenantConfig, 'messages'>;
  financeDisclosure?: { broker: BrokerDisclosure } | null;
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

/**
 * Where the widget's links and API calls go, the retailer's messages, and what the script carries
 * of the order config, for a script at `scriptUrl`. `broker` is null when the script carries none:
 * the widget then takes it from the order config before it shows a figure, never a default.
 */
export function embedConfig(scriptUrl: string): {
  storefront: string;
  apiBase: string;
  tenant: Pick<TenantConfig, 'messages'>;
  broker: BrokerDisclosure | null;
  financeDisclaimer: string;
  financeDeposit: number | null;
} {
  const storefront = new URL(scriptUrl).origin;
  const given = injected();
  return {
    storefront,
    apiBase: given.apiBase || storefront,
    tenant: { messages: given.tenant?.messages ?? {} },
    broker: given.financeDisclosure?.broker ?? null,
    financeDisclaimer:
      typeof given.financeDisclaimer === 'string' ? given.financeDisclaimer.trim() : '',
    financeDeposit: typeof given.financeDeposit === 'number' ? given.financeDeposit : null,
  };
}
