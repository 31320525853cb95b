/** Why a delivery attempt did not succeed, and whether trying again later can help. */
export class DeliveryFailure extends Error {
  constructor(
    readonly permanent: boolean,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'DeliveryFailure';
  }
}

const MAX_REASON_CHARS = 1000;

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_REASON_CHARS ? `${oneLine.slice(0, MAX_REASON_CHARS - 1)}…` : oneLine;
}

/**
 * Classifies an error from nodemailer's SMTP transport (RFC 5321 §4.2.1): a 5yz reply is final
 * (no retry), a 4yz reply or no reply at all (DNS, connection, TLS, time-out) is transient.
 * The reason keeps the server's own words, as the sender needs them.
 */
export function classifySmtpError(error: unknown, host?: string): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error;
  const e = (error ?? {}) as { responseCode?: unknown; response?: unknown; message?: unknown; code?: unknown };
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const where = host ? ` (${host})` : '';
  if (code !== undefined && code >= 400 && code < 600) {
    const response = typeof e.response === 'string' && e.response ? e.response : `${code} ${String(e.message ?? '')}`;
    return new DeliveryFailure(code >= 500, clip(`${response}${where}`));
  }
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  const prefix = typeof e.code === 'string' && !message.includes(e.code) ? `${e.code}: ` : '';
  return new DeliveryFailure(false, clip(`${prefix}${message}${where}`));
}
