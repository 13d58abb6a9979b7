// ARCHITECTURE §4 "Orders are created exactly once": a replay of an order_id must carry the same request. The request
// is compared through the SHA-256 of its canonical JSON (keys sorted at every level, so key order does not matter)
// together with the ordering customer, so another customer cannot read an order's result by replaying its id.
import { createHash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
}

export function orderRequestHash(request: unknown, customerId: number | undefined): string {
  return createHash('sha256')
    .update(canonicalJson({ customer: customerId ?? null, request }))
    .digest('base64url');
}
