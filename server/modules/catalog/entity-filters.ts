// Filters, sort and paging for the small entities (categories, attributes, tax rules), applied in memory to the
// store's rows: there are tens of them, cached per store view, so SQL would only add round trips.
import type { CatalogSearchRequest, FilterValue } from '../../../src/domain/contract/catalog';
import { HttpError } from '../../http/reply';

type Scalar = string | number | boolean | null | undefined;

function same(value: Scalar, wanted: unknown): boolean {
  if (typeof value === 'number') return typeof wanted !== 'boolean' && Number(wanted) === value;
  if (typeof value === 'boolean') return wanted === value || String(wanted) === String(value);
  return value !== null && value !== undefined && String(wanted) === value;
}

function matches(value: Scalar | Scalar[], filter: FilterValue): boolean {
  if (Array.isArray(value)) return value.some((item) => matches(item, filter));
  if (Array.isArray(filter)) return filter.some((wanted) => same(value, wanted));
  if (typeof filter === 'object' && filter !== null) {
    if (typeof value !== 'number') return false;
    return (
      (filter.gte === undefined || value >= filter.gte) &&
      (filter.gt === undefined || value > filter.gt) &&
      (filter.lte === undefined || value <= filter.lte) &&
      (filter.lt === undefined || value < filter.lt)
    );
  }
  return same(value, filter);
}

/** The items matching every filter; a field not in `fields` is a 400 naming it. */
export function filterItems<T extends object>(
  items: readonly T[],
  filters: Record<string, FilterValue> | undefined,
  fields: readonly string[],
): T[] {
  const entries = Object.entries(filters ?? {});
  for (const [field] of entries) {
    if (!fields.includes(field)) throw new HttpError(400, `filters.${field}: unknown filter field`);
  }
  return items.filter((item) =>
    entries.every(([field, filter]) => matches((item as Record<string, Scalar | Scalar[]>)[field], filter)),
  );
}

/** "field:asc,field2:desc" over `fields`, then `tieBreaker` ascending so equal keys keep one order. */
export function sortItems<T extends object>(
  items: T[],
  sort: string | undefined,
  fields: readonly string[],
  tieBreaker: string,
): T[] {
  if (!sort?.trim()) return items;
  const keys = sort.split(',').map((part) => {
    const [field = '', direction = 'asc'] = part.trim().split(':');
    if (!fields.includes(field)) throw new HttpError(400, `sort: unknown sort field "${field}"`);
    if (direction !== 'asc' && direction !== 'desc') throw new HttpError(400, 'sort: direction must be asc or desc');
    return { field, sign: direction === 'desc' ? -1 : 1 };
  });
  keys.push({ field: tieBreaker, sign: 1 });
  const value = (item: T, field: string) => (item as Record<string, unknown>)[field] as string | number;
  return [...items].sort((a, b) => {
    for (const { field, sign } of keys) {
      const x = value(a, field);
      const y = value(b, field);
      if (x !== y) return (x < y ? -1 : 1) * sign;
    }
    return 0;
  });
}

/** SPEC 5 paging: a negative start becomes 0; a size of 0 or less, or none, uses `defaultSize`. */
export function pageOf<T>(items: readonly T[], request: CatalogSearchRequest, defaultSize: number, maxSize: number) {
  const size = request.size === undefined || request.size <= 0 ? defaultSize : request.size;
  if (size > maxSize) throw new HttpError(400, `size: at most ${maxSize}`);
  const start = Math.max(0, request.from ?? 0);
  return { items: items.slice(start, start + size), total: items.length, start, perPage: size };
}
