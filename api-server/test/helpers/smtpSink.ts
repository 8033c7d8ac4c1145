import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as a real SMTP server received it: the envelope, the raw bytes, and parsed. */
export interface ReceivedMail {
  from: string;
  recipients: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1:`port` that keeps what it receives:
 * plain SMTP with AUTH PLAIN/LOGIN as `user`/`pass` (no STARTTLS, so no certificate is needed).
 * `stop()` closes it (the port refuses connections, as a server that is down); `start()` again
 * brings it back on the same port, keeping what it had received.
 */
export function smtpSink(port: number, user = 'leads', pass = 'secret') {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const make = () =>
    new SMTPServer({
      hideSTARTTLS: true,
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === pass) callback(null, { user });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                recipients: session.envelope.rcptTo.map((r) => r.address),
                raw: raw.toString('utf8'),
                parsed,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = make();
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const closing = server;
        server = null;
        closing.close(() => resolve());
      }),
    /** Waits until `count` messages have arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`expected ${count} e-mails, the SMTP server has ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
  };
}
