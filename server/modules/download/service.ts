// Issue 17: the download links of downloadable products. A complete order (placed complete, or paid later: the
// same two places that issue gift cards) gives its customer one row per bought link: a random public id, the
// downloads left (the product's number_of_downloads × qty) and an expiry (DOWNLOAD_VALID_DAYS). A download takes
// one by a single conditional UPDATE (downloads_left > 0, not expired, the owner's), so two clicks at once can never
// take the same last download. Guest orders get no links: downloads are for customers (the product page says so).
//
// Why the public id is stored as it is (not hashed): the order page shows the link every time it loads, and the id
// is no credential on its own: every download also needs the owning customer's token, which is stored hashed.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { OrderDownload } from '../../../src/domain/contract/downloads';
import {
  DOWNLOAD_ERRORS,
  DOWNLOAD_LINK_ID_BYTES,
  DOWNLOAD_VALID_DAYS,
  downloadStatus,
  downloadsFor,
} from '../../../src/domain/downloads';
import type { Db } from '../../db/client';
import { type OrderPayload, orderDownloads, orders, products } from '../../db/schema';
import { HttpError } from '../../http/reply';
import { DOWNLOAD_FILES_DIR } from '../../seed/pattern-pdf';

const DAY_MS = 86_400_000;

export const newDownloadLinkId = () => randomBytes(DOWNLOAD_LINK_ID_BYTES).toString('base64url');

/** Issues the links a complete order bought, once (unique per order, sku and link); none for a guest's order. */
export async function issueDownloads(
  tx: Db,
  order: { id: number; customerId: number | null; storeCode: string; payload: OrderPayload },
  now: Date,
): Promise<number> {
  if (order.customerId === null) return 0;
  const skus = [...new Set(order.payload.products.map((line) => line.sku))];
  if (!skus.length) return 0;
  const downloadable = await tx
    .select({ sku: products.sku, links: products.downloadableLinks })
    .from(products)
    .where(
      and(eq(products.storeCode, order.storeCode), eq(products.typeId, 'downloadable'), inArray(products.sku, skus)),
    );
  let issued = 0;
  for (const product of downloadable) {
    const qty = order.payload.products
      .filter((line) => line.sku === product.sku)
      .reduce((sum, line) => sum + line.qty, 0);
    for (const link of product.links) {
      const rows = await tx
        .insert(orderDownloads)
        .values({
          id: newDownloadLinkId(),
          orderId: order.id,
          customerId: order.customerId,
          sku: product.sku,
          linkId: link.link_id,
          title: link.title,
          file: link.file,
          fileName: link.file_name ?? basename(link.file),
          downloadsLeft: downloadsFor(link.number_of_downloads, qty),
          expiresAt: new Date(now.getTime() + DOWNLOAD_VALID_DAYS * DAY_MS),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: orderDownloads.id });
      issued += rows.length;
    }
  }
  return issued;
}

type Row = typeof orderDownloads.$inferSelect;

function toOrderDownload(row: Row, now: Date): OrderDownload {
  const link = { downloads_left: row.downloadsLeft, expires_at: row.expiresAt.toISOString() };
  return {
    link_id: row.id,
    sku: row.sku,
    title: row.title,
    file_name: row.fileName,
    ...link,
    status: downloadStatus(link, now),
  };
}

/** The customer's links, by their order's number (only orders of `orderIds` when given). */
export async function downloadsByOrder(
  db: Db,
  customerId: number,
  now: Date,
  orderIds?: number[],
): Promise<Map<string, OrderDownload[]>> {
  if (orderIds && !orderIds.length) return new Map();
  const rows = await db
    .select({ download: orderDownloads, incrementId: orders.incrementId })
    .from(orderDownloads)
    .innerJoin(orders, eq(orders.id, orderDownloads.orderId))
    .where(
      and(eq(orderDownloads.customerId, customerId), orderIds ? inArray(orderDownloads.orderId, orderIds) : undefined),
    )
    .orderBy(asc(orderDownloads.orderId), asc(orderDownloads.sku), asc(orderDownloads.linkId));
  const byOrder = new Map<string, OrderDownload[]>();
  for (const { download, incrementId } of rows) {
    byOrder.set(incrementId, [...(byOrder.get(incrementId) ?? []), toOrderDownload(download, now)]);
  }
  return byOrder;
}

export interface DownloadedFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf' };

/**
 * Takes one download of the customer's link and returns its file. 404 for a link that is not theirs (an unknown
 * one answers the same), 410 when it is used up or expired. The count goes down only when the file is read.
 */
export async function takeDownload(db: Db, customerId: number, linkId: string, now: Date): Promise<DownloadedFile> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [taken] = await tx
      .update(orderDownloads)
      .set({ downloadsLeft: sql`${orderDownloads.downloadsLeft} - 1`, updatedAt: now })
      .where(
        and(
          eq(orderDownloads.id, linkId),
          eq(orderDownloads.customerId, customerId),
          gt(orderDownloads.downloadsLeft, 0),
          gt(orderDownloads.expiresAt, now),
        ),
      )
      .returning({ file: orderDownloads.file, fileName: orderDownloads.fileName });
    if (!taken) throw await refusal(tx, customerId, linkId, now);
    // Only a bare file name under the files folder is ever read (never a path the row could name).
    const bytes = await readFile(join(DOWNLOAD_FILES_DIR, basename(taken.file)));
    const extension = taken.fileName.split('.').pop()?.toLowerCase() ?? '';
    return { bytes, fileName: taken.fileName, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
  });
}

async function refusal(tx: Db, customerId: number, linkId: string, now: Date): Promise<HttpError> {
  const [row] = await tx
    .select()
    .from(orderDownloads)
    .where(and(eq(orderDownloads.id, linkId), eq(orderDownloads.customerId, customerId)));
  if (!row) return new HttpError(404, DOWNLOAD_ERRORS.notFound);
  const status = downloadStatus({ downloads_left: row.downloadsLeft, expires_at: row.expiresAt.toISOString() }, now);
  return new HttpError(410, status === 'used-up' ? DOWNLOAD_ERRORS.usedUp : DOWNLOAD_ERRORS.expired);
}
