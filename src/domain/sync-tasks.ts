// SPEC 3 "Sync task", SPEC 4 "Sync tasks" and "User token lock", SPEC 7 "Sync tasks", SPEC 8 "Sync": the task a
// queued call is kept as, the rules for sending it and for reading its answer. Pure: ids and times come from the
// caller (the composition root) or the adapter that sent the task.
import { USER_ERRORS } from './contract/user';
import type { Notice } from './notice';

/** SPEC 7: the placeholders a task URL may hold, filled when the task is sent (not when it is queued). */
export const TOKEN_PLACEHOLDER = '{{token}}';
export const CART_ID_PLACEHOLDER = '{{cartId}}';

/** SPEC 9 "Token lock retry wait": between two refresh attempts. */
export const TOKEN_LOCK_RETRY_WAIT_MS = 1000;

/**
 * SPEC 9 "Max network task attempts … from configuration (queues)": refresh attempts before the lock goes to -1.
 * VSF1 shipped 1; 3 gives a refresh that failed on a flaky network two more chances, 1000 ms apart.
 */
export const MAX_NETWORK_TASK_ATTEMPTS = 3;

/** SPEC 8 "Sync": the answer was not JSON. */
export const BAD_CONTENT_TYPE_MESSAGE = 'Error with response - bad content-type!';
/** SPEC 8 "Sync": JSON without the { code, result } envelope. */
export const WRONG_FORMAT_MESSAGE = 'Unhandled error, wrong response format!';
/** SPEC 4 "User token lock": what a task answers while the lock is -1 (code 401). */
export const TOKEN_UNAUTHORIZED_MESSAGE = USER_ERRORS.refreshInvalid;
/** SPEC 4 "User token lock": the notification after the last refresh attempt failed. */
export const TOKEN_REFRESH_FAILED_MESSAGE =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.';
/** SPEC 8 "Sync": a stock sync result code that is ignored. */
export const NOT_FOUND_CODE = 'ENOTFOUND';
/** SPEC 4: the callback prefix that names a store action instead of an app event. */
export const STORE_CALLBACK_PREFIX = 'store:';

/** SPEC 5: 'Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.' */
export function cartIdMissingMessage(url: string): string {
  return `Error executing sync task ${url} the required cartId argument is null. Re-creating shopping cart synchro.`;
}

export type SyncTaskMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC 3 "Sync task" payload: method, headers, mode (and the JSON body to send). */
export interface SyncTaskPayload {
  method: SyncTaskMethod;
  headers: Record<string, string>;
  mode: 'cors' | 'same-origin';
  body?: unknown;
}

export type SyncResultCode = number | string;

/** SPEC 3 "Sync task": every field, in SPEC's spelling (`transmited` included). */
export interface SyncTask {
  task_id: string;
  url: string;
  payload: SyncTaskPayload;
  callback_event: string | null;
  silent: boolean;
  transmited: boolean;
  transmited_at: string | null;
  created_at: string;
  updated_at: string;
  result: unknown;
  resultCode: SyncResultCode | null;
  code: SyncResultCode | null;
  acknowledged: boolean;
  meta: unknown;
  is_result_cacheable: boolean;
}

/** What an owner asks for; `createSyncTask` makes the task from it. */
export interface SyncTaskDraft {
  url: string;
  method?: SyncTaskMethod;
  body?: unknown;
  headers?: Record<string, string>;
  callbackEvent?: string | null;
  silent?: boolean;
  cacheable?: boolean;
}

export function createSyncTask(draft: SyncTaskDraft, { id, now }: { id: string; now: string }): SyncTask {
  const payload: SyncTaskPayload = {
    method: draft.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      ...(draft.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    mode: 'cors',
  };
  Object.assign(payload.headers, draft.headers);
  if (draft.body !== undefined) payload.body = draft.body;
  return {
    task_id: id,
    url: draft.url,
    payload,
    callback_event: draft.callbackEvent ?? null,
    silent: draft.silent ?? false,
    transmited: false,
    transmited_at: null,
    created_at: now,
    updated_at: now,
    result: null,
    resultCode: null,
    code: null,
    acknowledged: false,
    meta: null,
    is_result_cacheable: draft.cacheable ?? false,
  };
}

export const usesToken = (task: Pick<SyncTask, 'url'>): boolean => task.url.includes(TOKEN_PLACEHOLDER);
export const needsCartId = (task: Pick<SyncTask, 'url'>): boolean => task.url.includes(CART_ID_PLACEHOLDER);

/** SPEC 5: a task whose URL needs a cart id cannot be sent without one. */
export function isMissingCartId(task: Pick<SyncTask, 'url'>, cartId: string | null): boolean {
  return needsCartId(task) && (cartId === null || cartId === '');
}

/** The URL with its placeholders filled; an absent token becomes empty (the server then answers 401). */
export function fillPlaceholders(url: string, values: { token: string | null; cartId: string | null }): string {
  return url
    .split(TOKEN_PLACEHOLDER)
    .join(encodeURIComponent(values.token ?? ''))
    .split(CART_ID_PLACEHOLDER)
    .join(encodeURIComponent(values.cartId ?? ''));
}

/**
 * SPEC 7 "Sync tasks": the token is removed from the query when it is sent in a header, as `Authorization: Bearer`.
 * Works on absolute and relative URLs; a URL without `token` comes back unchanged with no header.
 */
export function moveTokenToHeader(url: string): { url: string; authorization: string | null } {
  const [beforeHash = '', hash] = url.split('#', 2);
  const [path = '', query] = beforeHash.split('?', 2);
  if (query === undefined) return { url, authorization: null };
  const params = new URLSearchParams(query);
  const token = params.get('token');
  if (token === null) return { url, authorization: null };
  params.delete('token');
  const rest = params.toString();
  return {
    url: `${path}${rest ? `?${rest}` : ''}${hash === undefined ? '' : `#${hash}`}`,
    authorization: token === '' ? null : `Bearer ${token}`,
  };
}

/** SPEC 7: the response is read as code, result (a string, or an object with result, message, code) and meta. */
export interface SyncTaskResponse {
  code: SyncResultCode;
  result: unknown;
  meta?: unknown;
}

/** What sending one task gives (the adapter's typed union); a network failure is an actor error instead. */
export type SyncTaskOutcome =
  | { ok: true; response: SyncTaskResponse; at: string }
  | { ok: false; error: 'bad-content-type' | 'wrong-format'; status: number; at: string };

/** Reads a parsed JSON body as SPEC 7's envelope; null when it is not one (SPEC 8 'wrong response format'). */
export function readSyncResponse(body: unknown): SyncTaskResponse | null {
  if (body === null || typeof body !== 'object') return null;
  const { code, result, meta } = body as Record<string, unknown>;
  if (typeof code !== 'number' && typeof code !== 'string') return null;
  if (result === undefined) return null;
  return meta === undefined ? { code, result } : { code, result, meta };
}

/** The message of a result: the string itself, or the object's message, or its nested result when a string. */
export function resultMessage(result: unknown): string | null {
  if (typeof result === 'string') return result || null;
  if (result && typeof result === 'object') {
    const { message, result: nested } = result as Record<string, unknown>;
    if (typeof message === 'string' && message) return message;
    if (typeof nested === 'string' && nested) return nested;
  }
  return null;
}

/** The response an outcome stands for: a format failure becomes its SPEC 8 message with the HTTP status as code. */
export function outcomeResponse(outcome: SyncTaskOutcome): SyncTaskResponse {
  if (outcome.ok) return outcome.response;
  return {
    code: outcome.status,
    result: outcome.error === 'bad-content-type' ? BAD_CONTENT_TYPE_MESSAGE : WRONG_FORMAT_MESSAGE,
  };
}

/** SPEC 4: a 401 on a task that carried a token asks for a refresh (the caller retries once with the new one). */
export function isUnauthorized(response: SyncTaskResponse): boolean {
  return response.code === 401;
}

/**
 * SPEC 8 "Sync": non-200 codes with a result message show an error notification; not for silent tasks, not for
 * ENOTFOUND, not for the 401 case.
 */
export function shouldNotifyError(task: Pick<SyncTask, 'silent'>, response: SyncTaskResponse): boolean {
  if (task.silent) return false;
  if (response.code === 200 || response.code === NOT_FOUND_CODE || response.code === 401) return false;
  return resultMessage(response.result) !== null;
}

/** The error notification of SPEC 8 for a response `shouldNotifyError` accepted. */
export function syncErrorNotice(response: SyncTaskResponse): Notice {
  const message = resultMessage(response.result) ?? WRONG_FORMAT_MESSAGE;
  const key =
    message === BAD_CONTENT_TYPE_MESSAGE
      ? 'badContentType'
      : message === WRONG_FORMAT_MESSAGE
        ? 'wrongFormat'
        : 'serverMessage';
  return { key, type: 'error', message };
}

/** SPEC 4: shown once the lock has gone to -1. */
export const TOKEN_REFRESH_FAILED_NOTICE: Notice = {
  key: 'tokenRefreshFailed',
  type: 'error',
  message: TOKEN_REFRESH_FAILED_MESSAGE,
};

/** SPEC 4: "A task is created untransmitted, then transmitted with result and code." */
export function markTransmitted(task: SyncTask, response: SyncTaskResponse, at: string): SyncTask {
  return {
    ...task,
    transmited: true,
    transmited_at: at,
    updated_at: at,
    result: response.result,
    resultCode: response.code,
    code: response.code,
    acknowledged: false,
    meta: response.meta ?? null,
  };
}

/** SPEC 4: after processing a task is kept if its result is cacheable, otherwise removed. */
export const isKeptAfterProcessing = (task: Pick<SyncTask, 'is_result_cacheable'>): boolean => task.is_result_cacheable;

export type SyncCallback = { kind: 'store'; action: string } | { kind: 'event'; name: string };

/** SPEC 4: a callback prefixed with `store:` is a store action, any other is an app event. */
export function parseCallback(callback: string | null): SyncCallback | null {
  if (!callback) return null;
  return callback.startsWith(STORE_CALLBACK_PREFIX)
    ? { kind: 'store', action: callback.slice(STORE_CALLBACK_PREFIX.length) }
    : { kind: 'event', name: callback };
}

/** Untransmitted tasks in the order they were queued (ids break ties, so the order is total). */
export function queueOrder(tasks: readonly SyncTask[]): SyncTask[] {
  return tasks
    .filter((task) => !task.transmited)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.task_id.localeCompare(b.task_id));
}
