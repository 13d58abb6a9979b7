// Issue 15: what the providers' HTTP routes share: the caller's customer (a bad token is a guest here: a return
// proves itself by its signature), the shop's own origins (a return URL elsewhere would make the payment an open
// redirect), and the urlencoded bodies providers post (ESTO's callback, the sandbox pages' forms).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/reply';
import { requestToken } from '../user/request-token';
import type { OrderWithPayment } from './orders';

export type Authenticate = (token: string | undefined) => Promise<number>;

export async function customerOf(request: FastifyRequest, authenticate: Authenticate): Promise<number | undefined> {
  const token = requestToken(request);
  if (!token) return undefined;
  try {
    return await authenticate(token);
  } catch {
    return undefined;
  }
}

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The return URL must be this shop's (its request origin or PUBLIC_URL); 400 naming the field otherwise. */
export function checkReturnUrl(field: string, value: string, request: FastifyRequest, publicUrl?: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(400, `${field}: not an absolute URL`);
  }
  const allowed = new Set([new URL(requestOrigin(request)).origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])]);
  if (!/^https?:$/.test(url.protocol) || !allowed.has(url.origin)) {
    throw new HttpError(400, `${field}: not an address of this shop`);
  }
  return url.toString();
}

/** Another customer's order is not found (no hint that it exists); a guest order is found by its number or cart. */
export function ownOrder(found: OrderWithPayment | undefined, customerId: number | undefined, name: string) {
  if (!found || (found.order.customerId !== null && found.order.customerId !== customerId)) {
    throw new HttpError(404, `order ${name} not found`);
  }
  return found;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Issue 15: starting a payment needs proof of ownership, not only the order's number: a customer's order its
 * customer's token (ownOrder), a guest order the server cart token it was placed from (the guest's browser holds it),
 * compared in constant time. Without it the order is not found (no hint that it exists).
 */
export function ownedOrder(
  found: OrderWithPayment | undefined,
  customerId: number | undefined,
  cartServerToken: string | undefined,
  name: string,
): OrderWithPayment {
  const own = ownOrder(found, customerId, name);
  if (own.order.customerId !== null) return own;
  const cartId = own.order.payload.cart_id;
  if (typeof cartId !== 'string' || cartId === '') throw new HttpError(404, `order ${name} not found`);
  if (!cartServerToken || !timingSafeEqual(digest(cartId), digest(cartServerToken))) {
    throw new HttpError(404, `order ${name} not found`);
  }
  return own;
}

/** An order that can still be paid (SPEC 3: pending); else 400 naming its status. */
export function payable(found: OrderWithPayment): OrderWithPayment {
  if (found.order.status !== 'pending') {
    throw new HttpError(400, `order ${found.order.incrementId} is ${found.order.status} and cannot be paid`);
  }
  return found;
}

/** application/x-www-form-urlencoded bodies as a flat object (last value wins), in the calling plugin only. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
