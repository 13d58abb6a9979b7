// SPEC 7 POST /api/review/create: reviews wait for moderation (status 'pending'), with every tag stripped
// (sanitize-html, no tags allowed). Issue 16: the approved reviews of a product in a store view, with their average
// stars, as plain text (entities decoded: the page renders them as text, never as HTML); the owner's moderation.
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type {
  ModeratedReview,
  PublicReview,
  ReviewCreateRequest,
  ReviewList,
  ReviewStatus,
} from '../../../src/domain/contract/review';
import { averageRating } from '../../../src/domain/reviews';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';
import { HttpError } from '../../http/reply';
import { createResultCache } from '../catalog/result-cache';

/** Approved reviews a product page shows (the newest first). */
export const REVIEWS_SHOWN = 50;

export interface ReviewService {
  create(
    input: ReviewCreateRequest['review'] & { nickname: string },
    customerId: number | null,
  ): Promise<{ id: number; status: 'pending' }>;
  /** The approved reviews of a product in a store view, the newest first, with the count and average. */
  list(productId: number, storeId: number): Promise<ReviewList>;
  /** The owner's queue: reviews with a status (pending by default), the oldest first. */
  moderation(status?: ReviewStatus): Promise<ModeratedReview[]>;
  /** Approves or rejects a review; null when there is no such review. */
  moderate(id: number, action: 'approve' | 'reject'): Promise<ModeratedReview | null>;
  /** Forgets the kept lists (an invalidation: a review may have been moderated by another process). */
  forget(): void;
}

/** Plain text: tags and their script/style contents gone, whitespace collapsed. */
export function stripMarkup(value: string): string {
  return sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** The stored (escaped) text back as plain text, for a view that escapes it itself. */
export function plainText(stored: string): string {
  return stored
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

type ReviewRow = typeof reviews.$inferSelect;

const toPublic = (row: ReviewRow): PublicReview => ({
  id: row.id,
  title: plainText(row.title),
  detail: plainText(row.detail),
  nickname: plainText(row.nickname),
  rating: row.rating,
  created_at: row.createdAt.toISOString(),
});

const toModerated = (row: ReviewRow): ModeratedReview => ({
  ...toPublic(row),
  product_id: row.productId,
  store_id: row.storeId,
  status: row.status,
});

export function createReviewService(db: Db, clock: () => Date = () => new Date()): ReviewService {
  // Issue 18: a product page's approved reviews were two queries on every uncached render (about a sixth of its CPU).
  // Kept per process like the catalogue's results (the same cache, 60 s), forgotten when this process moderates a
  // review and on every invalidation (server/app.ts: /invalidate, and through Redis on every instance).
  const lists = createResultCache({ maxEntries: 2000 });
  async function loadList(productId: number, storeId: number): Promise<ReviewList> {
    const approved = and(
      eq(reviews.productId, productId),
      eq(reviews.storeId, storeId),
      eq(reviews.status, 'approved'),
    );
    const rows = await db
      .select()
      .from(reviews)
      .where(approved)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_SHOWN);
    const ratings = (
      await db
        .select({ rating: reviews.rating })
        .from(reviews)
        .where(and(approved, isNotNull(reviews.rating)))
    ).map((r) => Number(r.rating));
    const [total] =
      rows.length < REVIEWS_SHOWN
        ? [{ n: rows.length }]
        : await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(approved);
    const count = Number(total?.n ?? 0);
    return { items: rows.map(toPublic), count, rated: ratings.length, average: averageRating(ratings) };
  }

  return {
    async create(input, customerId) {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, input.product_id))
        .limit(1);
      if (!product) throw new HttpError(400, `review.product_id: no product with id ${input.product_id}`);
      const fields = {
        title: stripMarkup(input.title),
        detail: stripMarkup(input.detail),
        nickname: stripMarkup(input.nickname),
      };
      for (const [field, value] of Object.entries(fields)) {
        if (!value) throw new HttpError(400, `review.${field}: empty once the markup is removed`);
      }
      const [row] = await db
        .insert(reviews)
        .values({
          productId: input.product_id,
          ...fields,
          reviewEntity: input.review_entity ?? 'product',
          // Moderation first, whatever the body says (review_status is ignored).
          status: 'pending',
          customerId,
          rating: input.rating ?? null,
          storeId: input.store_id ?? 1,
          email: input.email?.toLowerCase() ?? null,
          createdAt: clock(),
        })
        .returning({ id: reviews.id });
      if (!row) throw new Error('insert returned no review');
      return { id: row.id, status: 'pending' };
    },

    list: (productId, storeId) => lists.get(`${productId}:${storeId}`, () => loadList(productId, storeId)),

    forget: () => lists.clear(),
    async moderation(status = 'pending') {
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.status, status))
        .orderBy(asc(reviews.createdAt), asc(reviews.id))
        .limit(500);
      return rows.map(toModerated);
    },

    async moderate(id, action) {
      const [row] = await db
        .update(reviews)
        .set({ status: action === 'approve' ? 'approved' : 'rejected', moderatedAt: clock() })
        .where(eq(reviews.id, id))
        .returning();
      // The approved list of its product changes (or may have: a rejection of an approved review).
      lists.clear();
      return row ? toModerated(row) : null;
    },
  };
}
