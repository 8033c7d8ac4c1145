/**
 * A real SMTP server for the journeys (the `smtp-server` package), which the storefront's lead
 * e-mails reach through its SMTP_URL, and an HTTP port where a journey reads what arrived:
 * `GET /messages?to=<address>` (newest last: envelope recipients, subject, Message-ID, the text
 * and HTML parts, attachments' names and types, the raw message) and `GET /health`.
 *
 *   MAIL_SINK_SMTP_PORT=8187 MAIL_SINK_PORT=8188 tsx e2e/mail-sink/server.ts
 */
import { createServer } from 'node:http';
import { smtpSink } from '../../api-server/test/helpers/smtpSink.ts';
import { MAIL_SINK_PASSWORD, MAIL_SINK_USER, type SinkMessage } from './sink.ts';

async function main() {
  const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 8187);
  const httpPort = Number(process.env.MAIL_SINK_PORT ?? 8188);
  const host = process.env.HOST ?? '127.0.0.1';
  const sink = smtpSink(smtpPort, MAIL_SINK_USER, MAIL_SINK_PASSWORD);
  await sink.start();
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink');
    if (url.pathname === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const messages: SinkMessage[] = sink.received
        .filter((m) => !to || m.recipients.some((r) => r.toLowerCase() === to))
        .map((m) => ({
          recipients: m.recipients,
          subject: m.parsed.subject ?? '',
          messageId: m.parsed.messageId ?? '',
          eventType: String(m.parsed.headers.get('x-lead-event-type') ?? ''),
          text: m.parsed.text ?? '',
          html: typeof m.parsed.html === 'string' ? m.parsed.html : '',
          attachments: m.parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
          })),
          raw: m.raw,
        }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    response.writeHead(404).end();
  });
  http.listen(httpPort, host);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      http.close();
      void sink.stop().then(() => process.exit(0));
    });
}

await main();
