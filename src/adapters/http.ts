// HTTP actor implementation (ARCHITECTURE §1): ky, the replies read by envelope.ts and parsed by zod.
import ky, { type KyInstance } from 'ky';
import { readResult } from './envelope';

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export { ApiError } from './envelope';

export function createHttp(prefixUrl = '/'): KyInstance {
  return ky.create({ prefixUrl, timeout: 15_000, retry: { limit: 1, methods: ['get'] }, throwHttpErrors: false });
}

/** GETs a JSON envelope and returns its parsed `result` (envelope.ts); any other shape is an error. */
export async function getResult<T>(
  http: KyInstance,
  path: string,
  schema: Parser<{ code: number; result: T }>,
  options: { searchParams?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  return readResult(await http.get(path.replace(/^\//, ''), options), schema);
}
