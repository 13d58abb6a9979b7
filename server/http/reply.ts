// The { code, result } envelope of ARCHITECTURE §4 and zod parsing that answers 400 naming the field.
import type { FastifyReply } from 'fastify';
import { describeIssues } from '../../src/domain/contract/envelope';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface SafeParser<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Parses with a zod schema or throws an HttpError 400 whose message names each bad field. */
export function parseOr400<T>(schema: SafeParser<T>, data: unknown, prefix = ''): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const message = describeIssues(parsed.error);
  throw new HttpError(400, prefix ? `${prefix}.${message}` : message);
}

export function ok<T>(reply: FastifyReply, result: T, code = 200) {
  return reply.code(code).send({ code, result });
}
