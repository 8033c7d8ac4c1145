import { createContext, useContext, type ReactNode } from 'react';
import { message, type MessageKey, type MessageParams, type TenantConfig } from '@showroom/core';

type TenantMessages = Pick<TenantConfig, 'messages'>;

const TenantMessagesContext = createContext<TenantMessages | undefined>(undefined);

/**
 * Gives every component below it the tenant's message overrides (docs/operating.md, "Tenant
 * configuration").
 */
export function TenantMessagesProvider({
  tenant,
  children,
}: {
  tenant: TenantMessages;
  children: ReactNode;
}) {
  return <TenantMessagesContext value={tenant}>{children}</TenantMessagesContext>;
}

/** A catalogue text with the tenant's override, placeholders filled (core's `message`). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The tenant's message overrides above, for core's validators (none outside a provider). */
export function useTenantMessages(): TenantMessages | undefined {
  return useContext(TenantMessagesContext);
}

/** The texts of the tenant above (core's catalogue where there is none). */
export function useMessage(): Translate {
  const tenant = useContext(TenantMessagesContext);
  return (key, params = {}) => message(key, params, tenant);
}
