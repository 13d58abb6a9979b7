// Newsletter facts the first view shows (the sign-up's discount), apart from the zod contract
// (src/domain/contract/newsletter.ts) so the first view loads no zod (issue 18).

/** SPEC 9: the newsletter coupon's discount. */
export const NEWSLETTER_COUPON_PERCENT = 10;
