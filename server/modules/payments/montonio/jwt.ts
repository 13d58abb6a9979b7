// Montonio's Stargate API (issue 15): every request and every order token is a JWT signed with HMAC-SHA256 (HS256)
// under the store's secret key. Node's crypto is enough: the header must say HS256 (no 'none', no other algorithm),
// the signature is compared in constant time, and `exp` is required.
import { createHmac, timingSafeEqual } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type JwtCheck =
  | { ok: true; claims: Record<string, unknown> }
  | { ok: false; problem: 'malformed' | 'algorithm' | 'signature' | 'expired' };

/** Verifies an HS256 JWT: well formed, HS256, signed with the secret, not expired at `now`. */
export function verifyJwt(token: string, secret: string, now: Date): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, problem: 'malformed' };
  const [header = '', payload = '', signature = ''] = parts;
  let head: unknown;
  let claims: unknown;
  try {
    head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (!head || typeof head !== 'object' || (head as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, problem: 'algorithm' };
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return { ok: false, problem: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'signature' };
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, claims: claims as Record<string, unknown> };
}
