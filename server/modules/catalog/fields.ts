// includeFields / excludeFields of the search request (ARCHITECTURE §4) and of the URL map body (SPEC 7): dotted
// paths ('configurable_children.sku') reach into objects and into every element of arrays.

type Json = unknown;

function pathsByHead(paths: readonly string[]): Map<string, string[]> {
  const byHead = new Map<string, string[]>();
  for (const path of paths) {
    const [head = '', ...rest] = path.split('.');
    const list = byHead.get(head) ?? [];
    list.push(rest.join('.'));
    byHead.set(head, list);
  }
  return byHead;
}

function include(value: Json, paths: readonly string[]): Json {
  if (Array.isArray(value)) return value.map((item) => include(item, paths));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [head, rests] of pathsByHead(paths)) {
    if (!(head in value)) continue;
    const child = (value as Record<string, Json>)[head];
    // A bare name keeps the whole field; only deeper paths narrow it.
    out[head] = rests.includes('') ? child : include(child, rests);
  }
  return out;
}

function exclude(value: Json, paths: readonly string[]): Json {
  if (Array.isArray(value)) return value.map((item) => exclude(item, paths));
  if (value === null || typeof value !== 'object') return value;
  const byHead = pathsByHead(paths);
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) {
    const rests = byHead.get(key);
    if (!rests) out[key] = child;
    else if (!rests.includes('')) out[key] = exclude(child, rests);
  }
  return out;
}

/** The value with only the included paths (when any are given), then without the excluded ones. */
export function projectFields<T>(value: T, includeFields?: readonly string[], excludeFields?: readonly string[]): T {
  let out: Json = value;
  if (includeFields?.length) out = include(out, includeFields);
  if (excludeFields?.length) out = exclude(out, excludeFields);
  return out as T;
}
