// SPEC 3 Attribute, SPEC 5 ("Attribute codes containing a dot are never loaded"), SPEC 7 "Attribute search" (by
// attribute_code or attribute_id lists, plus is_user_defined and is_visible), SPEC 9 "Attribute list size" 150.
import { eq } from 'drizzle-orm';
import type { Attribute, CatalogSearchRequest, EntityList } from '../../../src/domain/contract/catalog';
import { ATTRIBUTE_LIST_SIZE } from '../../../src/domain/search';
import type { StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { attributes } from '../../db/schema';
import { filterItems, pageOf, sortItems } from './entity-filters';

const ATTRIBUTE_FIELDS = [
  'attribute_id',
  'attribute_code',
  'frontend_input',
  'is_user_defined',
  'is_visible',
  'is_comparable',
  'frontend_label',
] as const;

export async function loadAttributes(db: Db, storeCode: StoreCode): Promise<Attribute[]> {
  const rows = await db.select().from(attributes).where(eq(attributes.storeCode, storeCode));
  return rows
    .map((row) => ({
      attribute_id: row.attributeId,
      attribute_code: row.attributeCode,
      frontend_label: row.frontendLabel,
      default_frontend_label: row.defaultFrontendLabel,
      frontend_input: row.frontendInput,
      is_user_defined: row.isUserDefined,
      is_visible: row.isVisible,
      is_comparable: row.isComparable,
      options: row.options,
    }))
    .sort((a, b) => a.attribute_id - b.attribute_id);
}

const hasDot = (code: unknown) => String(code).includes('.');

export function searchAttributes(all: readonly Attribute[], request: CatalogSearchRequest): EntityList<Attribute> {
  const filters = { ...(request.filters ?? {}) };
  const codes = filters.attribute_code;
  // SPEC 5: codes containing a dot are never loaded (they are paths into other attributes, not attributes).
  if (typeof codes === 'string' || Array.isArray(codes)) {
    filters.attribute_code = (Array.isArray(codes) ? codes : [codes]).filter((code) => !hasDot(code));
  }
  const loadable = all.filter((attribute) => !hasDot(attribute.attribute_code));
  const matched = sortItems(
    filterItems(loadable, filters, ATTRIBUTE_FIELDS),
    request.sort,
    ATTRIBUTE_FIELDS,
    'attribute_id',
  );
  // SPEC 9 "Attribute list size" 150 is the default and the most one page holds (the 4000 is the category fetch's).
  return pageOf(matched, request, ATTRIBUTE_LIST_SIZE, ATTRIBUTE_LIST_SIZE);
}
