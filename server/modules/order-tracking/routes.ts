// Issue 16 "Order tracking": POST /api/ext/order-tracking {orderNumber, email} -> the order's status and lines.
// Every pair that names no order of that e-mail answers the same 404 (no hint whether the number exists), and the
// attempts are limited per client address and per order number (guessing e-mails for one number from many
// addresses), 429 with Retry-After beyond. Neither the e-mail nor the number is logged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORDER_TRACKING_NOT_FOUND,
  ORDER_TRACKING_TOO_MANY,
  orderTrackingRequestSchema,
} from '../../../src/domain/contract/order-tracking';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import type { OrderTrackingService } from './service';

export interface TrackingLimits {
  /** Attempts per client address within the window. */
  perAddress: number;
  /** Attempts naming one order number within the window. */
  perOrder: number;
  windowSeconds: number;
}

export const DEFAULT_TRACKING_LIMITS: TrackingLimits = { perAddress: 10, perOrder: 5, windowSeconds: 15 * 60 };

const orderNumberOf = (body: unknown) => {
  const value = (body as { orderNumber?: unknown } | null)?.orderNumber;
  return typeof value === 'string' ? value.trim().toUpperCase().slice(0, 40) : '';
};

export async function orderTrackingRoutes(
  app: FastifyInstance,
  opts: { tracking: OrderTrackingService; limits?: TrackingLimits },
) {
  const limits = opts.limits ?? DEFAULT_TRACKING_LIMITS;
  const timeWindow = limits.windowSeconds * 1000;
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `tracking-address:${request.ip}`,
  });
  const byOrder = app.createRateLimit({
    max: limits.perOrder,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `tracking-order:${orderNumberOf(request.body)}`,
  });

  app.post('/api/ext/order-tracking', async (request, reply) => {
    const body = parseOr400(orderTrackingRequestSchema, request.body);
    for (const limit of [byAddress, byOrder]) {
      const outcome = await limit(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('Retry-After', outcome.ttlInSeconds);
        throw new HttpError(429, ORDER_TRACKING_TOO_MANY);
      }
    }
    const order = await opts.tracking.track(body.orderNumber, body.email);
    reply.header('Cache-Control', 'no-store');
    if (!order) throw new HttpError(404, ORDER_TRACKING_NOT_FOUND);
    return ok(reply, order);
  });
}
