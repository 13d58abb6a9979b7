// HTTP actor implementation (ARCHITECTURE §1): ky with the { code, result } envelope parsed by zod.
import ky, { type KyInstance } from 'ky';

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export class ApiError extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function createHttp(prefixUrl = '/'): KyInstance {
  return ky.create({ prefixUrl, timeout: 15_000, retry: { limit: 1, methods: ['get'] }, throwHttpErrors: false });
}

/** GETs a JSON envelope and returns its parsed `result`; any other shape is an error (nothing unvalidated). */
export async function getResult<T>(
  http: KyInstance,
  path: string,
  schema: Parser<{ code: number; result: T }>,
  options: { searchParams?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await http.get(path.replace(/^\//, ''), options);
  if (!response.headers.get('content-type')?.includes('application/json')) {
    throw new ApiError(response.status, 'Error with response - bad content-type!');
  }
  const body: unknown = await response.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const code = (body as { code?: unknown })?.code;
    const result = (body as { result?: unknown })?.result;
    if (typeof code === 'number' && typeof result === 'string') throw new ApiError(code, result);
    throw new ApiError(response.status, 'Unhandled error, wrong response format!');
  }
  if (parsed.data.code !== 200) throw new ApiError(parsed.data.code, String(parsed.data.result));
  return parsed.data.result;
}
