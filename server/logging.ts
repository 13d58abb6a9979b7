// Issue 13 finding 7: no secret and no customer's personal data in any log line (ASVS 16.2.5, 14.2.x). Three
// layers: the request line's URL loses the values of secret query parameters and the reset token in its path; an
// error loses the parameters and row details a failed database statement repeats, and any e-mail address in its
// text; personal and secret fields are censored wherever a log call passes them in an object.
// Issue 18: without pino's `redact` (a per-line walk of 92 wildcard paths over every logged object, the request log's
// two lines per request included, ~1.5 % of an uncached page's CPU at LOG_LEVEL=info). The request log's objects
// (`req`, `res`, `err`, `responseTime`) go through serializers that emit only safe fields, so nothing in them needs
// censoring; any other object a log call passes is copied with its secret fields censored (the logMethod hook).
import type { FastifyServerOptions } from 'fastify';

/** Where log lines are written (pino's destination). */
export interface LogStream {
  write(line: string): unknown;
}

const CENSORED = '[redacted]';

/** Query parameters whose values are secrets or personal data (SPEC 7 tokens, payment returns, cart ids …). */
export const SECRET_QUERY_PARAMETERS = new Set(
  [
    'token',
    'refreshToken',
    'password',
    'resetToken',
    'mac',
    'json',
    'key',
    'cartId',
    'email',
    'address',
    'coupon',
    // Issue 15: Montonio's signed order token and the cart a Montonio redirect names.
    'order-token',
    'cart_server_token',
  ].map((name) => name.toLowerCase()),
);

/** Fields that hold personal data or secrets in any object a log call passes. */
const SECRET_FIELDS = new Set([
  'email',
  'telephone',
  'firstname',
  'lastname',
  'name',
  'street',
  'city',
  'postcode',
  'address',
  'addresses',
  'company',
  'vat_id',
  'dob',
  'personal_code',
  'personalCode',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'refreshToken',
  'resetToken',
  'authorization',
  'cookie',
]);

/** Keys of a log call's object whose serializers (below, and Fastify's `res`) emit only safe fields. */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err', 'responseTime']);

/** How deep secret fields are looked for (pino's redact paths went to `*.*.*.field`; this goes one level further). */
const CENSOR_DEPTH = 5;

function censored(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error || depth >= CENSOR_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => censored(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = SECRET_FIELDS.has(key) ? CENSORED : censored(field, depth + 1);
  }
  return copy;
}

/**
 * A log call's object as it may be written: the request log's own objects as they are (their serializers pick safe
 * fields), every other field with its secret fields, at any depth up to CENSOR_DEPTH, replaced by CENSORED.
 */
export function loggableObject(object: object): object {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    if (SERIALIZED_KEYS.has(key)) continue;
    copy ??= { ...object };
    const value = (object as Record<string, unknown>)[key];
    copy[key] = SECRET_FIELDS.has(key) ? CENSORED : censored(value, 1);
  }
  return copy ?? object;
}

/** The URL as it may be logged: secret query values and the reset token of /<store>/reset-password/<token> censored. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(/(\/reset-password\/)[^/]+/i, `$1${CENSORED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq >= 0 && SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${CENSORED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[a-z]{2,}/gi;

/** Error text without the values a failed statement lists ("params: …") or the row it failed on, nor e-mails. */
function scrubText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |\ncaused by|$)/g, `\nparams: ${CENSORED}`)
    .replace(/(Failing row contains )\([\s\S]*?\)(?=\.?(\n|$))/g, `$1${CENSORED}`)
    .replace(/(Key \([^)]*\)=)\([^)]*\)/g, `$1${CENSORED}`)
    .replace(EMAIL, '[e-mail]');
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  statusCode?: number;
  query?: string;
  cause?: LoggedError;
}

/** An error as the log shows it: its kind, scrubbed message and stack, the SQL (no values) and its cause. */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const extra = error as Error & { code?: unknown; statusCode?: number; query?: unknown };
  return {
    type: error.constructor?.name ?? error.name,
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(extra.code !== undefined ? { code: extra.code } : {}),
    ...(typeof extra.statusCode === 'number' ? { statusCode: extra.statusCode } : {}),
    ...(typeof extra.query === 'string' ? { query: extra.query } : {}),
    ...(error.cause !== undefined && depth < 5 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  hostname?: string;
  socket?: { remotePort?: number };
}

/** The logger every app instance uses; `stream` lets tests read the lines. */
export function shopLogger(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: {
      // `log.error(error)` makes the error's message the line's msg: the scrubbed one instead.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error && rest.length === 0)
          return method.apply(this, [{ err: first }, scrubText(first.message)]);
        if (first instanceof Error) return method.apply(this, [{ err: first }, ...rest]);
        if (first !== null && typeof first === 'object') return method.apply(this, [loggableObject(first), ...rest]);
        return method.apply(this, args);
      },
    },
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: loggableUrl(request.url ?? ''),
        host: request.host ?? request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: loggableError,
    },
    // pino's hook and serializer types are wider than Fastify's re-export of them.
  } as unknown as FastifyServerOptions['logger'];
}
