import type { Repositories } from '../db/repositories.ts';
import type { LeadChannel } from './leadEvent.ts';
import { webhookChannel } from './webhook.ts';

/** The storefront's origin when PUBLIC_URL is not given (a host without serverOptionsFromEnv). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/** What a channel may need from the server it runs in (its store, its clock, its data folder). */
export interface LeadChannelDeps {
  repos: Repositories;
  now: () => Date;
  /** The SQLite data folder (DATA_DIR), where files such as .eml messages may be kept. */
  dataDir: string;
}

/** The host's channels: a list, or a function building them once the store is open. */
export type LeadChannelsOption =
  readonly LeadChannel[] | ((deps: LeadChannelDeps) => readonly LeadChannel[]);

/** The CRM webhook's settings (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET, LEADS_WEBHOOK_TIMEOUT_MS). */
export interface LeadsWebhookOptions {
  url: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * Every channel leads are delivered through: the host's (`leadChannels`, e.g. the e-mail channel
 * built by src/leads/mail's createMailChannel) and the CRM webhook when it is configured. Two
 * channels of one name are refused: a channel name is the outbox row's key with the event id.
 */
export function leadChannelsOf(
  options: {
    leadChannels?: LeadChannelsOption;
    leadsWebhook?: LeadsWebhookOptions;
    mail?: { publicUrl?: string };
  },
  deps: LeadChannelDeps,
): LeadChannel[] {
  const given = options.leadChannels;
  const channels = [...(typeof given === 'function' ? given(deps) : (given ?? []))];
  if (options.leadsWebhook)
    channels.push(
      webhookChannel({
        ...options.leadsWebhook,
        // The e-mails' origin (PUBLIC_URL), for the vehicle's absolute url (decision 0707).
        publicUrl: options.mail?.publicUrl ?? DEFAULT_PUBLIC_URL,
        now: deps.now,
      }),
    );
  const names = channels.map((c) => c.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`Two lead channels are named ${twice}: each name may be used once.`);
  return channels;
}
