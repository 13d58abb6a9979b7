// Issue 16: GET /api/review/list (the approved reviews of a product in a store view) and SPEC 7 POST
// /api/review/create for the browser, through the one envelope reader.
import type { KyInstance } from 'ky';
import type { ReviewSubmission } from '../../machines/review-form.machine';
import { type ReviewList, reviewCreateResponseSchema, reviewListResponseSchema } from '../domain/contract/review';
import { STORE_VIEWS, type StoreCode } from '../domain/store-views';
import { ApiError, readResult } from './envelope';

export async function loadReviews(
  http: KyInstance,
  storeCode: StoreCode,
  productId: number,
  signal?: AbortSignal,
): Promise<ReviewList> {
  const searchParams = { product_id: productId, storeId: STORE_VIEWS[storeCode].storeId };
  return readResult(await http.get('api/review/list', { searchParams, signal }), reviewListResponseSchema);
}

/**
 * Sends a review; a signed-in customer's token (when given) attributes it to the customer. A token the server no
 * longer takes (401) does not lose the review: it is sent again as a guest's, with the name and e-mail typed in.
 */
export async function submitReview(
  http: KyInstance,
  { storeCode, productId, values }: ReviewSubmission,
  token: string | null = null,
) {
  const review = {
    product_id: productId,
    title: values.title.trim(),
    detail: values.detail.trim(),
    nickname: values.nickname.trim(),
    email: values.email.trim(),
    rating: Number(values.rating),
    store_id: STORE_VIEWS[storeCode].storeId,
  };
  const send = async (withToken: string | null) =>
    readResult(
      await http.post('api/review/create', {
        json: { review },
        ...(withToken ? { searchParams: { token: withToken } } : {}),
      }),
      reviewCreateResponseSchema,
    );
  try {
    return await send(token);
  } catch (error) {
    if (token && error instanceof ApiError && error.code === 401) return send(null);
    throw error;
  }
}
