// The one reader of the shop's HTTP replies (ARCHITECTURE §4, SPEC 7 "Sync tasks", SPEC 8 "Sync"): every /api reply
// is JSON `{ code, result }` (plus `meta` where SPEC says so). A reply that is not JSON is 'Error with response - bad
// content-type!', JSON that is not an object 'Unhandled error, wrong response format!' (SPEC 5, 8). Each adapter reads
// through here: the catalogue, user and cart calls take the parsed `result` of a 200 (`readResult`), the order
// request and the sync tasks take the reply as it came (`readReply`), since its code decides what happens next.
import { BAD_CONTENT_TYPE_MESSAGE, WRONG_FORMAT_MESSAGE, resultMessage } from '../domain/sync-tasks';

export class ApiError extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A reply as it came: the HTTP status, the envelope's `code` (null when the body has none), `result` and `meta`. */
export interface Reply {
  status: number;
  code: number | string | null;
  result: unknown;
  meta?: unknown;
  /** The parsed JSON body, for a schema of the whole envelope. */
  body: object;
}

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** Whether an error is SPEC 8's 'bad content-type' or 'wrong response format' (the reply came, but unreadable). */
export const isUnreadableReply = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.message === BAD_CONTENT_TYPE_MESSAGE || error.message === WRONG_FORMAT_MESSAGE);

/** Reads a reply's JSON body; not JSON or not an object throws the ApiError of SPEC 8 with the HTTP status. */
export async function readReply(response: Response): Promise<Reply> {
  if (!response.headers.get('content-type')?.includes('application/json')) {
    throw new ApiError(response.status, BAD_CONTENT_TYPE_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) throw new ApiError(response.status, WRONG_FORMAT_MESSAGE);
  const { code, result, meta } = body as { code?: unknown; result?: unknown; meta?: unknown };
  return {
    status: response.status,
    code: typeof code === 'number' || typeof code === 'string' ? code : null,
    result,
    ...(meta === undefined ? {} : { meta }),
    body,
  };
}

/**
 * The parsed `result` of a reply whose code is 200; any other code is an ApiError with that code and the server's
 * message; a 200 whose envelope does not match the contract's schema is 'wrong response format' (nothing
 * unvalidated gets through).
 */
export async function readResult<T>(response: Response, schema: Parser<{ code: number; result: T }>): Promise<T> {
  const reply = await readReply(response);
  const code = typeof reply.code === 'number' ? reply.code : null;
  if (code !== null && code !== 200) {
    throw new ApiError(code, resultMessage(reply.result) ?? `Request failed with code ${code}`);
  }
  const parsed = schema.safeParse(reply.body);
  if (!parsed.success) throw new ApiError(response.status, WRONG_FORMAT_MESSAGE);
  return parsed.data.result;
}
