// Issue 16 service pages over HTTP: the store locator's stores (GET /api/ext/stores), order tracking
// (POST /api/ext/order-tracking: 404 and 429 are answers, not failures) and the contact form's message to the shop
// (POST /api/ext/mail-service/send-email: 429 from the per-sender limit is an answer too) and anyone's order of the
// paper catalogue (POST /api/ext/paper-catalogue: 429 too).
import type { KyInstance } from 'ky';
import type { ContactMessage, ContactOutcome } from '../../machines/contact-form.machine';
import type { TrackingOutcome } from '../../machines/order-tracking.machine';
import type { PaperCatalogueOutcome } from '../../machines/paper-catalogue-request.machine';
import { sendEmailResponseSchema } from '../domain/contract/mail';
import { type OrderTrackingRequest, trackedOrderResponseSchema } from '../domain/contract/order-tracking';
import { type PaperCatalogueOrder, paperCatalogueResponseSchema } from '../domain/contract/paper-catalogue';
import { type ShopStore, storeListResponseSchema } from '../domain/contract/stores';
import { ApiError, readResult } from './envelope';

export async function loadStores(http: KyInstance, signal?: AbortSignal): Promise<ShopStore[]> {
  return readResult(await http.get('api/ext/stores', { signal }), storeListResponseSchema);
}

export async function trackOrder(
  http: KyInstance,
  request: OrderTrackingRequest,
  signal?: AbortSignal,
): Promise<TrackingOutcome> {
  const response = await http.post('api/ext/order-tracking', { json: request, signal });
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 429) return { kind: 'tooMany' };
  return { kind: 'found', order: await readResult(response, trackedOrderResponseSchema) };
}

/** The message as the shop receives it: the sender as Reply-To, the name and text in the body. */
export async function sendContactMessage(
  http: KyInstance,
  shopAddress: string,
  message: ContactMessage,
  signal?: AbortSignal,
): Promise<ContactOutcome> {
  const response = await http.post('api/ext/mail-service/send-email', {
    json: {
      sourceAddress: message.email.trim(),
      targetAddress: shopAddress,
      subject: message.subject.trim(),
      emailText: `${message.message.trim()}\n\n— ${message.name.trim()} <${message.email.trim()}>`,
      ...(message.website ? { website: message.website } : {}),
    },
    signal,
  });
  if (response.status === 429) return 'tooMany';
  const result = await readResult(response, sendEmailResponseSchema);
  if (result !== 'OK') throw new ApiError(response.status, result);
  return 'sent';
}

/** Anyone's order of the paper catalogue: stored and mailed to the shop; 429 (too many from this client) is an answer. */
export async function sendPaperCatalogueOrder(
  http: KyInstance,
  order: PaperCatalogueOrder,
  signal?: AbortSignal,
): Promise<PaperCatalogueOutcome> {
  const response = await http.post('api/ext/paper-catalogue', { json: order, signal });
  if (response.status === 429) return 'tooMany';
  await readResult(response, paperCatalogueResponseSchema);
  return 'sent';
}
