import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { TenantConfig } from '@showroom/core';
import type { LeadChannel, LeadEvent } from '../leadEvent.ts';
import { leadMails, type LeadMail } from './messages.ts';

/** Where leads' e-mails go when no SMTP server is configured: `DATA_DIR/outbox-mail/*.eml`. */
export const MAIL_FOLDER = 'outbox-mail';

/** The from-address when MAIL_FROM is not set (only without SMTP_URL: the `.eml` folder). */
export const DEFAULT_MAIL_FROM = 'Showroom <leads@showroom.localhost>';

export interface MailChannelOptions {
  /**
   * `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465` (TLS from
   * the start); null or absent: each e-mail is written to `{dataDir}/outbox-mail/` as an `.eml`.
   */
  smtpUrl?: string | null;
  /** The from-address (MAIL_FROM); DEFAULT_MAIL_FROM by default. */
  from?: string;
  /** The folder of the `.eml` files' `outbox-mail` (DATA_DIR). */
  dataDir?: string;
  /** The storefront's public origin for the e-mails' links (PUBLIC_URL). */
  publicUrl: string;
  /** The tenant's wording, name and broker disclosure (TENANT_CONFIG). */
  tenant?: Pick<TenantConfig, 'messages' | 'siteName' | 'broker'>;
  /** The e-mails come from a demo (SHOWROOM_MODE=demo): each says so. */
  demo?: boolean;
  /** How long to wait for the SMTP server to connect, greet and answer (default 10 s). */
  timeoutMs?: number;
  log?: { warn: (details: object, message: string) => void };
}

/** A lead channel that sends e-mails, with a way to let its SMTP connections go. */
export interface MailChannel extends LeadChannel {
  readonly name: 'email';
  /** Where the e-mails go: the SMTP server (without its password) or the `.eml` folder. */
  readonly target: string;
  close(): void;
}

/** The SMTP server's reply code on a failure, if it gave one. */
const responseCodeOf = (error: unknown): number | null => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
};

/** The SMTP URL without its password, for logs. */
export function redactedSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'smtp (unreadable URL)';
  }
}

/** A file name for an e-mail: the lead's time, type and recipient, and its Message-ID. */
export function emlFileName(event: LeadEvent, mail: LeadMail): string {
  const at = event.occurred_at.replace(/[^0-9TZ]/g, '');
  const id = event.id.replace(/[^A-Za-z0-9-]/g, '_');
  return `${at}-${event.type.replace(/\W/g, '-')}-${mail.recipient}-${id}.eml`;
}

/**
 * The e-mail lead channel (docs/leads.md): each lead's messages (leadMails) sent over
 * SMTP with nodemailer, or, without an SMTP URL, written as RFC 5322 `.eml` files a developer can
 * open. `deliver` throws when a message could not be handed on (the server down, a temporary
 * refusal), so the dispatcher tries the lead again later; messages already accepted for that lead
 * are not sent again by this process, and a resend after a restart carries the same Message-ID
 * (an `.eml` is written over). A shopper's address the server refuses for good (5xx) is logged
 * and not retried: the branch has the lead and can call the shopper.
 */
export function createMailChannel(options: MailChannelOptions): MailChannel {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const timeout = options.timeoutMs ?? 10_000;
  const folder = join(options.dataDir ?? './data', MAIL_FOLDER);
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout * 3,
      })
    : null;
  const files = smtp
    ? null
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  // Message-IDs this process has handed on, so a retry of a lead sends only what is missing.
  const sent = new Set<string>();
  const remember = (messageId: string) => {
    sent.add(messageId);
    if (sent.size > 10_000) sent.delete(sent.values().next().value!);
  };

  const mailOptions = (mail: LeadMail): Mail.Options => ({
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    headers: mail.headers,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  });

  async function send(event: LeadEvent, mail: LeadMail): Promise<void> {
    if (files) {
      const info = await files.sendMail(mailOptions(mail));
      // The shopper's name and contact details: readable by the server's user alone, and erased
      // by the retention job (docs/decisions/0707-retention-every-copy.md).
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const path = join(folder, emlFileName(event, mail));
      await writeFile(`${path}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${path}.tmp`, path);
      return;
    }
    await smtp!.sendMail(mailOptions(mail));
  }

  return {
    name: 'email',
    target: options.smtpUrl ? redactedSmtpUrl(options.smtpUrl) : folder,
    async deliver(event) {
      const mails = leadMails(event, {
        from,
        publicUrl: options.publicUrl,
        ...(options.tenant ? { tenant: options.tenant } : {}),
        demo: options.demo === true,
      });
      for (const mail of mails) {
        if (sent.has(mail.messageId)) continue;
        try {
          await send(event, mail);
        } catch (error) {
          const code = responseCodeOf(error);
          if (mail.recipient === 'shopper' && code !== null && code >= 500) {
            options.log?.warn(
              { lead: event.id, type: event.type, responseCode: code, err: error },
              "the SMTP server refused the shopper's address; the branch has the lead",
            );
            remember(mail.messageId);
            continue;
          }
          throw new Error(
            `the ${mail.recipient}'s e-mail for lead ${event.id} (${event.type}) was not sent: ${
              error instanceof Error ? error.message : String(error)
            }`,
            { cause: error },
          );
        }
        remember(mail.messageId);
      }
    },
    close() {
      smtp?.close();
      files?.close();
    },
  };
}
