// SPEC 3 Category, SPEC 5 ("Only active categories are listed by default. Category id lookups below the root category
// id (2) are rejected as empty"), SPEC 7 "Category search", SPEC 8 'Category query returned empty result <key> =
// <value>', SPEC 9 "Category fetch": size 4000, position ascending, only active.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogSearchRequest, Category, EntityList, FilterValue } from '../../../src/domain/contract/catalog';
import { CATEGORY_FETCH_SIZE } from '../../../src/domain/search';
import { slugify } from '../../../src/domain/slug';
import type { StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { HttpError } from '../../http/reply';
import { filterItems, pageOf, sortItems } from './entity-filters';
import { LISTED_STATUS, LISTED_VISIBILITY } from './products';

/** SPEC 3: the root category id is 2. */
export const ROOT_CATEGORY_ID = 2;

const CATEGORY_FIELDS = [
  'id',
  'parent_id',
  'parent_ids',
  'level',
  'name',
  'slug',
  'path',
  'position',
  'is_active',
  'include_in_menu',
  'product_count',
  'children_count',
  'url_key',
  'url_path',
] as const;

/** Lookups by these keys answer SPEC 8's 'Category query returned empty result' when nothing matches. */
const LOOKUP_KEYS = ['id', 'url_path', 'url_key', 'slug'] as const;

export interface CategoryIndex {
  /** Every category of the store, flat, children_data not set. */
  all: Category[];
  byId: Map<number, Category>;
  /** Active children by parent id, position ascending. */
  children: Map<number, Category[]>;
}

export async function loadCategoryIndex(db: Db, storeCode: StoreCode): Promise<CategoryIndex> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).where(eq(categories.storeCode, storeCode)),
    db
      .select({ id: sql<number>`c`.mapWith(Number), n: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`${products} cross join lateral unnest(${products.categoryIds}) as c`)
      .where(
        and(
          eq(products.storeCode, storeCode),
          inArray(products.visibility, LISTED_VISIBILITY),
          inArray(products.status, LISTED_STATUS),
        ),
      )
      .groupBy(sql`c`),
  ]);
  const productCount = new Map(counts.map((row) => [row.id, row.n]));
  const all: Category[] = rows.map((row) => ({
    id: row.id,
    parent_id: row.parentId,
    parent_ids: row.path
      .split('/')
      .map(Number)
      .filter((id) => id !== row.id),
    level: row.level,
    name: row.name,
    // SPEC 2: a slugified name, '-', then the id (url_keys repeat across the tree: 'kingad' for women and men).
    slug: `${slugify(row.name)}-${row.id}`,
    path: row.path,
    position: row.position,
    is_active: row.isActive,
    include_in_menu: row.includeInMenu,
    product_count: productCount.get(row.id) ?? 0,
    children_count: 0,
    url_key: row.urlKey,
    url_path: row.urlPath,
  }));
  const children = new Map<number, Category[]>();
  for (const category of all) {
    if (!category.is_active) continue;
    const list = children.get(category.parent_id) ?? [];
    list.push(category);
    children.set(category.parent_id, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  for (const category of all) category.children_count = children.get(category.id)?.length ?? 0;
  return { all, byId: new Map(all.map((category) => [category.id, category])), children };
}

/** The category with its active subtree in children_data (`keep` chooses which children, e.g. menu ones). */
export function withChildren(
  index: CategoryIndex,
  category: Category,
  keep: (child: Category) => boolean = () => true,
): Category {
  const children = (index.children.get(category.id) ?? []).filter(keep);
  return { ...category, children_data: children.map((child) => withChildren(index, child, keep)) };
}

const describe = (value: FilterValue) =>
  Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);

export function searchCategories(index: CategoryIndex, request: CatalogSearchRequest): EntityList<Category> {
  const filters = { ...(request.filters ?? {}) };
  // SPEC 5: only active categories by default.
  if (filters.is_active === undefined) filters.is_active = true;
  // SPEC 5: ids below the root category are rejected as empty.
  const ids = filters.id;
  if (ids !== undefined && (typeof ids === 'number' || typeof ids === 'string' || Array.isArray(ids))) {
    const kept = (Array.isArray(ids) ? ids : [ids]).filter((id) => Number(id) >= ROOT_CATEGORY_ID);
    filters.id = kept.length ? kept : [];
  }
  const matched = sortItems(
    filterItems(index.all, filters, CATEGORY_FIELDS),
    request.sort?.trim() ? request.sort : 'position:asc',
    CATEGORY_FIELDS,
    'id',
  );
  const lookup = LOOKUP_KEYS.find((key) => request.filters?.[key] !== undefined);
  if (!matched.length && lookup) {
    const value = request.filters?.[lookup] as FilterValue;
    throw new HttpError(404, `Category query returned empty result ${lookup} = ${describe(value)}`);
  }
  const page = pageOf(matched, request, CATEGORY_FETCH_SIZE, CATEGORY_FETCH_SIZE);
  return { ...page, items: page.items.map((category) => withChildren(index, category)) };
}

/** GET /api/ext/category-menu/get: the root with the active categories shown in menus, as a tree. */
export function categoryMenu(index: CategoryIndex): Category {
  const root = index.byId.get(ROOT_CATEGORY_ID);
  if (!root) throw new HttpError(404, `Category query returned empty result id = ${ROOT_CATEGORY_ID}`);
  return withChildren(index, root, (child) => child.include_in_menu);
}
