// SPEC 3 "CMS page and CMS block" per store view, SPEC 7 cms-data lookups and banners, SPEC 9 limits (500 of each,
// lists of 150 by default). Bodies are sanitised on write (sanitize.ts), so every read serves safe HTML.
import { and, asc, count, eq, like, max, sql } from 'drizzle-orm';
import {
  CMS_LIST_DEFAULT_SIZE,
  CMS_MAX_COUNT,
  type CmsEntry,
  type CmsType,
  type CmsWrite,
} from '../../../src/domain/contract/cms';
import { STORE_VIEWS, type StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { cmsBlocks, cmsPages } from '../../db/schema';
import { sanitizeCmsHtml } from './sanitize';

/** Blocks whose identifier starts with this are the home page's banners (the banners get endpoint, SPEC 7). */
export const BANNER_PREFIX = 'banner-';

export class CmsLimitError extends Error {
  constructor(type: CmsType) {
    super(`A store view holds at most ${CMS_MAX_COUNT} CMS ${type}s (SPEC 9)`);
    this.name = 'CmsLimitError';
  }
}

export interface CmsList {
  items: CmsEntry[];
  total: number;
  start: number;
  perPage: number;
}

export interface CmsService {
  /** An active page or block by id, or undefined. */
  byId(type: CmsType, storeCode: StoreCode, id: number): Promise<CmsEntry | undefined>;
  /** An active page or block by identifier (SPEC 8: none is 'CMS query returned empty result'). */
  byIdentifier(type: CmsType, storeCode: StoreCode, identifier: string): Promise<CmsEntry | undefined>;
  /** The active entries in id order, `size` (default 150, at most 500) from `from`. */
  list(type: CmsType, storeCode: StoreCode, page?: { size?: number; from?: number }): Promise<CmsList>;
  /** The home page's banners: active blocks named banner-*, in id order. */
  banners(storeCode: StoreCode): Promise<CmsEntry[]>;
  /**
   * Creates or replaces an entry by identifier, sanitising its body; `owner` marks it as the owner's (the seed's
   * upgrades leave it alone). Throws CmsLimitError when a new entry would pass 500.
   */
  save(type: CmsType, storeCode: StoreCode, entry: CmsWrite, options?: { owner?: boolean }): Promise<CmsEntry>;
  /** Every entry of a store view, active or not (the owner's list). */
  all(type: CmsType, storeCode: StoreCode): Promise<CmsEntry[]>;
}

const tableOf = (type: CmsType) => (type === 'page' ? cmsPages : cmsBlocks);
type Row = typeof cmsPages.$inferSelect;

function toEntry(row: Row): CmsEntry {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    content: row.content,
    meta_description: row.metaDescription,
    store_id: STORE_VIEWS[row.storeCode as StoreCode]?.storeId ?? 0,
    active: row.isActive,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

export function createCmsService(db: Db, clock: () => Date = () => new Date()): CmsService {
  const select = async (type: CmsType, storeCode: StoreCode, where: ReturnType<typeof eq>) => {
    const table = tableOf(type);
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.storeCode, storeCode), eq(table.isActive, true), where))
      .limit(1);
    return row ? toEntry(row) : undefined;
  };

  return {
    byId: (type, storeCode, id) => select(type, storeCode, eq(tableOf(type).id, id)),
    byIdentifier: (type, storeCode, identifier) => select(type, storeCode, eq(tableOf(type).identifier, identifier)),

    async list(type, storeCode, page = {}) {
      const table = tableOf(type);
      const size = Math.min(page.size ?? CMS_LIST_DEFAULT_SIZE, CMS_MAX_COUNT);
      const start = page.from ?? 0;
      const where = and(eq(table.storeCode, storeCode), eq(table.isActive, true));
      const [rows, [total]] = await Promise.all([
        db.select().from(table).where(where).orderBy(asc(table.id)).limit(size).offset(start),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { items: rows.map(toEntry), total: Number(total?.n ?? 0), start, perPage: size };
    },

    async banners(storeCode) {
      const rows = await db
        .select()
        .from(cmsBlocks)
        .where(
          and(
            eq(cmsBlocks.storeCode, storeCode),
            eq(cmsBlocks.isActive, true),
            like(cmsBlocks.identifier, `${BANNER_PREFIX}%`),
          ),
        )
        .orderBy(asc(cmsBlocks.id));
      return rows.map(toEntry);
    },

    async save(type, storeCode, entry, options = {}) {
      const table = tableOf(type);
      const values = {
        title: entry.title,
        content: sanitizeCmsHtml(entry.content),
        metaDescription: entry.metaDescription ?? '',
        isActive: entry.active ?? true,
        ownerEdited: options.owner ?? false,
        updatedAt: clock(),
      };
      const row = await db.transaction(async (tx) => {
        // One writer at a time per table: the count and the next id are read and used under the same lock.
        await tx.execute(sql`lock table ${table} in share row exclusive mode`);
        const [existing] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.storeCode, storeCode), eq(table.identifier, entry.identifier)));
        if (existing) {
          const [updated] = await tx
            .update(table)
            .set(values)
            .where(and(eq(table.storeCode, storeCode), eq(table.id, existing.id)))
            .returning();
          return updated as Row;
        }
        const [stats] = await tx
          .select({ n: count(), last: max(table.id) })
          .from(table)
          .where(eq(table.storeCode, storeCode));
        if (Number(stats?.n ?? 0) >= CMS_MAX_COUNT) throw new CmsLimitError(type);
        const id = Number(stats?.last ?? 0) + 1;
        const [inserted] = await tx
          .insert(table)
          .values({ storeCode, id, identifier: entry.identifier, ...values })
          .returning();
        return inserted as Row;
      });
      return toEntry(row);
    },

    async all(type, storeCode) {
      const table = tableOf(type);
      const rows = await db.select().from(table).where(eq(table.storeCode, storeCode)).orderBy(asc(table.id));
      return rows.map(toEntry);
    },
  };
}
