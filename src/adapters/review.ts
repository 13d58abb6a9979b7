// Issue 16: GET /api/review/list (the approved reviews of a product in a store view) and SPEC 7 POST
// /api/review/create for the browser, through the one envelope reader.
import type { KyInstance } from 'ky';
import type { ReviewSubmission } from '../../machines/review-form.machine';
import { type ReviewList, reviewCreateResponseSchema, reviewListResponseSchema } from '../domain/contract/review';
import { STORE_VIEWS, type StoreCode } from '../domain/store-views';
import { readResult } from './envelope';

export async function loadReviews(
  http: KyInstance,
  storeCode: StoreCode,
  productId: number,
  signal?: AbortSignal,
): Promise<ReviewList> {
  const searchParams = { product_id: productId, storeId: STORE_VIEWS[storeCode].storeId };
  return readResult(await http.get('api/review/list', { searchParams, signal }), reviewListResponseSchema);
}

export async function submitReview(http: KyInstance, { storeCode, productId, values }: ReviewSubmission) {
  const review = {
    product_id: productId,
    title: values.title.trim(),
    detail: values.detail.trim(),
    nickname: values.nickname.trim(),
    email: values.email.trim(),
    rating: Number(values.rating),
    store_id: STORE_VIEWS[storeCode].storeId,
  };
  return readResult(await http.post('api/review/create', { json: { review } }), reviewCreateResponseSchema);
}
