// SPEC 7 POST /api/review/create: a product review, stored for moderation with its markup stripped.
import * as z from 'zod/mini';
import { envelope } from './envelope';
import { int32 } from './int32';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const reviewCreateRequestSchema = z.object({
  review: z.object({
    product_id: int32().check(z.positive()),
    title: text(255),
    detail: text(5000),
    nickname: text(100),
    review_entity: z.optional(z.string().check(z.maxLength(50))),
    /** Ignored: every new review waits for moderation. */
    review_status: z.optional(z.number()),
    /** Ignored: the customer comes from the token, never from the body. */
    customer_id: z.optional(z.nullable(z.number())),
  }),
});
export type ReviewCreateRequest = z.infer<typeof reviewCreateRequestSchema>;

export const reviewCreateResultSchema = z.object({ id: z.number(), status: z.literal('pending') });
export const reviewCreateResponseSchema = envelope(reviewCreateResultSchema);
