import type { TenantConfig } from './tenantConfig.ts';

/** Values substituted for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders of `template` from `params` (requirement VDP-8 and other texts such
 * as 'Includes {price} of optional extras!'); unknown placeholders stay as written.
 * @example fillTemplate('{n} of {total}', { n: 1, total: 9 }) // '1 of 9'
 */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The text for `key` from `catalogue` (the whole `MESSAGES`, or a channel's part of it such as
 * `FINANCE_WIDGET_MESSAGES`) with placeholders filled, using the tenant's override when it has
 * one (requirement ARCH-14; requirement ERR-5, custom messages).
 * @example messageOf({ retry: 'Try again' }, 'retry', {}, { messages: { retry: 'Retry' } }) // 'Retry'
 */
export function messageOf<K extends string>(
  catalogue: Readonly<Record<K, string>>,
  key: K,
  params: MessageParams = {},
  tenant?: Pick<TenantConfig, 'messages'>,
): string {
  return fillTemplate(tenant?.messages[key] ?? catalogue[key], params);
}
