// Product searches answer at most SEARCH_PAGE_MAX_SIZE products (SPEC 9, issue 13): suites that check a property of
// every listed product read all of them page by page.
import { SEARCH_PAGE_MAX_SIZE } from '../../src/domain/search';

interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The result of `request` with every matching item: one page when its size is within the limit, else consecutive
 * pages of the largest size (the first page's other fields, items of all pages in order) up to `request.size`.
 */
export async function readPages<T, L extends Page<T>>(
  page: (request: Record<string, unknown>) => Promise<L>,
  request: Record<string, unknown>,
): Promise<L> {
  const wanted = typeof request.size === 'number' ? request.size : 0;
  if (wanted <= SEARCH_PAGE_MAX_SIZE) return page(request);
  const first = await page({ ...request, from: 0, size: SEARCH_PAGE_MAX_SIZE });
  const items = [...first.items];
  while (items.length < Math.min(first.total, wanted)) {
    const next = await page({ ...request, from: items.length, size: SEARCH_PAGE_MAX_SIZE });
    if (!next.items.length) break;
    items.push(...next.items);
  }
  return { ...first, items: items.slice(0, wanted) };
}
