/** Socket-level failures: the server is down, restarting, or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server cannot serve now, not that the query is wrong: connection exceptions
 * (class 08), shutting down or starting up (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** pg and pg-pool say these in plain messages, without a code. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Connection ended/i;

/**
 * True when an error (or any error in its cause chain: drizzle wraps the driver's) means the database
 * could not be reached or cannot serve right now. Such errors become 503 service_unavailable, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // AggregateError (a host with several addresses, all refused).
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
