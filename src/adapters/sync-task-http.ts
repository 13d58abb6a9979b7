// SPEC 7 "Sync tasks" and SPEC 8 "Sync": sends one task with ky and reads its answer, the sync-queue machine's
// `executeTask` actor. The {{token}} and {{cartId}} placeholders are filled now (not when queued); a token in the
// query moves into `Authorization: Bearer`; the store code is appended in multistore mode. The answer must be JSON
// (else 'bad content-type') holding { code, result, meta? } (else 'wrong response format'); HTTP error statuses with
// such a body are answers too (a 401 is read from the body's code). A network failure rejects.
import ky, { type KyInstance } from 'ky';
import type { ExecuteTaskInput } from '../../machines/sync-queue.machine';
import type { StoreCode } from '../domain/store-views';
import {
  BAD_CONTENT_TYPE_MESSAGE,
  type SyncTaskOutcome,
  fillPlaceholders,
  moveTokenToHeader,
  readSyncResponse,
} from '../domain/sync-tasks';
import { type Reply, isUnreadableReply, readReply } from './envelope';

export interface SyncTaskHttpOptions {
  /** Where relative task URLs point: the shop's origin in the browser, a test server in tests. */
  baseUrl: string;
  /** SPEC 7: appended as `storeCode` in multistore mode. */
  storeCode?: StoreCode;
  http?: KyInstance;
  now?: () => Date;
}

export function createSyncTaskExecutor(options: SyncTaskHttpOptions) {
  const http = options.http ?? ky.create({ retry: 0, timeout: 15_000, throwHttpErrors: false });
  const now = options.now ?? (() => new Date());
  return async function executeTask(
    { task, token, cartId }: ExecuteTaskInput,
    signal?: AbortSignal,
  ): Promise<SyncTaskOutcome> {
    const { url, authorization } = moveTokenToHeader(fillPlaceholders(task.url, { token, cartId }));
    const target = new URL(url, options.baseUrl);
    if (options.storeCode && !target.searchParams.has('storeCode')) {
      target.searchParams.set('storeCode', options.storeCode);
    }
    const headers: Record<string, string> = { ...task.payload.headers };
    if (authorization) headers.Authorization = authorization;
    const response = await http(target, {
      method: task.payload.method,
      headers,
      ...(task.payload.body === undefined ? {} : { json: task.payload.body }),
      ...(signal ? { signal } : {}),
    });
    const at = now().toISOString();
    let reply: Reply;
    try {
      reply = await readReply(response);
    } catch (error) {
      if (!isUnreadableReply(error)) throw error;
      const kind = error.message === BAD_CONTENT_TYPE_MESSAGE ? 'bad-content-type' : 'wrong-format';
      return { ok: false, error: kind, status: response.status, at };
    }
    const read = readSyncResponse(reply.body);
    return read ? { ok: true, response: read, at } : { ok: false, error: 'wrong-format', status: response.status, at };
  };
}
