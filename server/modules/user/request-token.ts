// ARCHITECTURE §4: tokens are accepted in `?token=` (SPEC 7) and in `Authorization: Bearer` (SPEC 7 "Sync tasks":
// the client moves the token from the query into the header). The header wins when both are present.
import type { FastifyRequest } from 'fastify';

export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+\S/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim();
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}
