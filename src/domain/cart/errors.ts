// SPEC 4 "Connect" and "Sync", SPEC 8 "Sync": what a failed cart call tells the cart machine. The adapter throws a
// CartCallError for every reply that is not code 200 (the server's code and message); anything without a code (a
// fetch that never got an answer) is a network failure. Why the split: a 401 retries as a guest cart, another
// server code has a message to show, and a network failure only waits for the network (nothing is undone).

export interface CartCallError {
  /** The reply's code (401, 404, 500 …); 0 when no answer came. */
  code: number;
  message: string;
}

/** An Error carrying the code, for the adapter to throw (XState hands it to onError as it is). */
export function cartCallError(code: number, message: string): Error & CartCallError {
  return Object.assign(new Error(message), { name: 'CartCallError', code });
}

/** The code and message of whatever an actor threw: no numeric code means no answer (code 0). */
export function cartFailure(error: unknown): CartCallError {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return { code: typeof code === 'number' && Number.isFinite(code) ? code : 0, message };
}

/** No answer came: the change stays local and the cart waits for the network (SPEC 4 "Offline"). */
export function isNetworkFailure(error: unknown): boolean {
  return cartFailure(error).code === 0;
}

/** SPEC 4 / SPEC 8: a cart 401 retries as a guest, bounded by the max bypass attempts. */
export function isUnauthorizedFailure(error: unknown): boolean {
  return cartFailure(error).code === 401;
}
