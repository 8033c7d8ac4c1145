/**
 * Why a lead's delivery attempt failed, as a class an operator can act on and a log may carry:
 * never the error's message, which may name the shopper (an SMTP server quotes the recipient's
 * address). docs/decisions/0707-retention-every-copy.md.
 */
export const FAILURE_REASONS = [
  'connect-refused',
  'dns',
  'timeout',
  'tls',
  'http-4xx',
  'http-5xx',
  'smtp-rejected',
  'smtp-deferred',
  'other',
] as const;

export type FailureReason = (typeof FAILURE_REASONS)[number];

/** An error a channel throws knowing its reason (the webhook's answer, the SMTP server's reply). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly reason: FailureReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}

const CODES: Record<string, FailureReason> = {
  ECONNREFUSED: 'connect-refused',
  ECONNRESET: 'connect-refused',
  EHOSTUNREACH: 'connect-refused',
  ENETUNREACH: 'connect-refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ETIMEDOUT: 'timeout',
  ETIMEOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  CERT_HAS_EXPIRED: 'tls',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls',
  SELF_SIGNED_CERT_IN_CHAIN: 'tls',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls',
};

/** The reason one error of a chain says by its type or codes, or null when it says none. */
function reasonOf(error: unknown): FailureReason | null {
  if (error instanceof DeliveryError) return error.reason;
  if (!error || typeof error !== 'object') return null;
  const e = error as { name?: unknown; code?: unknown; errno?: unknown; responseCode?: unknown };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timeout';
  if (typeof e.responseCode === 'number' && e.responseCode >= 400)
    return e.responseCode >= 500 ? 'smtp-rejected' : 'smtp-deferred';
  for (const code of [e.code, e.errno])
    if (typeof code === 'string' && code in CODES) return CODES[code]!;
  return null;
}

/** nodemailer wraps a socket's error in its own (code ESOCKET), naming the socket's in its text. */
function reasonInMessage(error: unknown): FailureReason | null {
  const message = error instanceof Error ? error.message : '';
  const named = Object.keys(CODES).find((code) => new RegExp(`\\b${code}\\b`).test(message));
  return named ? CODES[named]! : null;
}

/** The class of a failed attempt's error: the first of its cause chain that says one. */
export function failureReason(error: unknown): FailureReason {
  const chain: unknown[] = [];
  for (let at: unknown = error; at && chain.length < 8; at = (at as { cause?: unknown }).cause)
    chain.push(at);
  for (const find of [reasonOf, reasonInMessage])
    for (const link of chain) {
      const reason = find(link);
      if (reason) return reason;
    }
  return 'other';
}
