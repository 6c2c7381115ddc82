/** Socket errors of a connection that is gone or never came (Node's `code`). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01-57P03 (shut
 * down by an administrator, crash, cannot connect now: a restart) and 53300 (too many connections).
 */
const isUnavailableState = (code: string): boolean => code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** What node-postgres says when a connection ends under a query or cannot be had in time. */
const POOL_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when an error (or what it wraps: drizzle puts the driver's error in `cause`) means the
 * database cannot be reached right now, rather than that the request or the code is wrong: such a
 * request is answered 503 (try again), not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))) return true;
    if (POOL_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/**
 * True when PostgreSQL refused a value the request carried (SQLSTATE class 22, data exception: a
 * number out of a column's range, text a type cannot read): the statement did nothing, and the
 * request, not the server, was wrong. The contract schemas should catch these first; this is the net.
 */
export function isRefusedValue(error: unknown): boolean {
  return causeChain(error).some(({ code }) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code));
}

/** The error and what it wraps (drizzle puts the driver's error in `cause`), a few levels deep. */
function causeChain(error: unknown): (Error & { code?: unknown })[] {
  const chain: (Error & { code?: unknown })[] = [];
  for (let current = error; current instanceof Error && chain.length < 6; current = (current as { cause?: unknown }).cause)
    chain.push(current);
  return chain;
}
