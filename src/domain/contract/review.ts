// SPEC 7 POST /api/review/create: a product review, stored for moderation with its markup stripped. Issue 16: the
// stars (1-5), the store view it was written in and a guest's e-mail; GET /api/review/list answers the approved
// reviews of a product in a store view with their average; the owner's moderation endpoints (CMS_ADMIN_KEY).
import * as z from 'zod/mini';
import { envelope } from './envelope';
import { int32 } from './int32';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const reviewCreateRequestSchema = z.object({
  review: z.object({
    product_id: int32().check(z.positive()),
    title: text(255),
    detail: text(5000),
    /** A guest's name (required for a guest); a signed-in customer's is the profile's when left out. */
    nickname: z.optional(text(100)),
    review_entity: z.optional(z.string().check(z.maxLength(50))),
    /** Ignored: every new review waits for moderation. */
    review_status: z.optional(z.number()),
    /** Ignored: the customer comes from the token, never from the body. */
    customer_id: z.optional(z.nullable(z.number())),
    /** Issue 16: the stars, 1-5 (a bare SPEC 7 call may leave them out). */
    rating: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(5))),
    /** The store view (1 Estonia, 2 Latvia) whose product page it was written on; 1 when left out. */
    store_id: z.optional(z.union([z.literal(1), z.literal(2)])),
    /** A guest's e-mail, kept for the owner and never shown (a signed-in customer's is the profile's). */
    email: z.optional(z.string().check(z.trim(), z.email(), z.maxLength(254))),
  }),
});
export type ReviewCreateRequest = z.infer<typeof reviewCreateRequestSchema>;

export const reviewCreateResultSchema = z.object({ id: z.number(), status: z.literal('pending') });
export const reviewCreateResponseSchema = envelope(reviewCreateResultSchema);

export const reviewListQuerySchema = z.object({
  product_id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  storeId: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2))),
});

/** An approved review as shoppers see it: plain text (render it as text, never as HTML). */
export const publicReviewSchema = z.object({
  id: z.number(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  rating: z.nullable(z.number()),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewListSchema = z.object({
  items: z.array(publicReviewSchema),
  /** Approved reviews. */
  count: z.number(),
  /** Approved reviews with stars, and their average (0 when none). */
  rated: z.number(),
  average: z.number(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;
export const reviewListResponseSchema = envelope(reviewListSchema);

export { EMPTY_REVIEW_LIST } from '../reviews';

// ---- the owner's moderation (Authorization: Bearer CMS_ADMIN_KEY) ----

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const moderationQuerySchema = z.object({ status: z.optional(z.enum(REVIEW_STATUSES)) });
export const moderationParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  action: z.enum(['approve', 'reject']),
});

export const moderatedReviewSchema = z.object({
  ...publicReviewSchema.shape,
  product_id: z.number(),
  store_id: z.number(),
  status: z.enum(REVIEW_STATUSES),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;
export const moderationListResponseSchema = envelope(z.array(moderatedReviewSchema));
export const moderatedReviewResponseSchema = envelope(moderatedReviewSchema);
