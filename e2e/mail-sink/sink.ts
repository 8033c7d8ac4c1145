/** The journeys' SMTP server (e2e/mail-sink/server.ts): its login, ports and what it returns. */

/** The sink's SMTP login, which the storefront's SMTP_URL carries. */
export const MAIL_SINK_USER = 'leads';
export const MAIL_SINK_PASSWORD = 'e2e-secret';
/** The address the storefront's lead e-mails come from in the journeys (MAIL_FROM). */
export const MAIL_SINK_FROM = 'Showroom <leads@showroom.test>';

/** Its ports beside the storefronts (E2E_PORT … +3) and the partner page (+4, +5): SMTP at +6, its HTTP reader at +7. */
export const mailSinkPorts = (e2ePort: number) => ({ smtp: e2ePort + 6, http: e2ePort + 7 });

/** A message as a journey reads it. */
export interface SinkMessage {
  recipients: string[];
  subject: string;
  messageId: string;
  /** The X-Lead-Event-Type header: deposit.taken, test_drive.booked, … */
  eventType: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string }[];
  raw: string;
}
