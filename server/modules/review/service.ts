// SPEC 7 POST /api/review/create: reviews wait for moderation (status 'pending'), with every tag stripped
// (sanitize-html, no tags allowed). The stored text is HTML-escaped plain text, safe to insert as HTML or as text
// after decoding the entities.
import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { ReviewCreateRequest } from '../../../src/domain/contract/review';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';
import { HttpError } from '../../http/reply';

export interface ReviewService {
  create(input: ReviewCreateRequest['review'], customerId: number | null): Promise<{ id: number; status: 'pending' }>;
}

/** Plain text: tags and their script/style contents gone, whitespace collapsed. */
export function stripMarkup(value: string): string {
  return sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export function createReviewService(db: Db, clock: () => Date = () => new Date()): ReviewService {
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
          createdAt: clock(),
        })
        .returning({ id: reviews.id });
      if (!row) throw new Error('insert returned no review');
      return { id: row.id, status: 'pending' };
    },
  };
}
