// Issue 16 (SPEC 1 "write product reviews", SPEC 7 POST /api/review/create): the review form's SPEC 5 checks (message
// KEYS, as in account-forms.ts), the rating summary and the schema.org aggregateRating of the product's JSON-LD.
import { type FieldErrors, PERSON_NAME_MIN_LETTERS, email, nameRule, required, validateFields } from './account-forms';
import type { ReviewList } from './contract/review';

export const REVIEW_FIELDS = ['rating', 'title', 'detail', 'nickname', 'email'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewValues = Record<ReviewField, string>;

/** No reviews yet (here, not in the zod contract: the first view uses it, issue 18). */
export const EMPTY_REVIEW_LIST: ReviewList = { items: [], count: 0, rated: 0, average: 0 };

export const EMPTY_REVIEW: ReviewValues = { rating: '', title: '', detail: '', nickname: '', email: '' };

/** A signed-in reviewer: the name shown with the review and the e-mail kept for the owner, from the profile. */
export interface ReviewAuthor {
  nickname: string;
  email: string;
}

/** The name a customer's review is shown with: the first name and the last name's initial ("Kadri K."). */
export function reviewerName(customer: { firstname: string; lastname: string }): string {
  const first = customer.firstname.trim();
  const initial = [...customer.lastname.trim()][0];
  return (initial ? `${first} ${initial.toUpperCase()}.` : first).slice(0, REVIEW_MAX_NICKNAME);
}

/** The author a signed-in customer writes as. */
export function reviewAuthorOf(customer: { firstname: string; lastname: string; email: string }): ReviewAuthor {
  return { nickname: reviewerName(customer), email: customer.email };
}

const REVIEW_MAX_NICKNAME = 100;

/** The stars a shopper can give. */
export const RATINGS = [5, 4, 3, 2, 1] as const;

/** Lengths the server takes (src/domain/contract/review.ts). */
export const REVIEW_MAX = { title: 255, detail: 5000, nickname: REVIEW_MAX_NICKNAME } as const;

/** SPEC 5 form messages: every field required, the name 2 letters, the e-mail valid, the rating one of 1-5. */
export function validateReview(values: ReviewValues): FieldErrors<ReviewField> {
  return validateFields(values, {
    rating: [required, (value) => (RATINGS.some((r) => String(r) === value) ? null : 'required')],
    title: [required],
    detail: [required],
    nickname: [required, nameRule(PERSON_NAME_MIN_LETTERS)],
    email: [required, email],
  });
}

/** The average of the approved reviews' stars, to one decimal (0 when none has stars). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}

export interface AggregateRatingJsonLd {
  '@type': 'AggregateRating';
  ratingValue: string;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}

/** schema.org aggregateRating of the approved, rated reviews; undefined when there is none (Google wants count > 0). */
export function aggregateRating(list: Pick<ReviewList, 'average' | 'rated'> | null): AggregateRatingJsonLd | undefined {
  if (!list || list.rated === 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: list.average.toFixed(1),
    reviewCount: list.rated,
    bestRating: 5,
    worstRating: 1,
  };
}
