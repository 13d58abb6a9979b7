// Issue 13 (unlimited anonymous orders): nobody may buy out the stock in a few requests. POST /api/order is rate
// limited per client address and per e-mail (counted by @fastify/rate-limit's store, so they are shared wherever
// its store is), and an order's total quantity is capped; a line is capped at SPEC 5's cart maximum of 10 by the
// order service (products.N.qty). Replays of an order count too: the client's queue retries a 429 later (SPEC 4).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderRequest } from '../../../src/domain/contract/order';
import { HttpError } from '../../http/reply';

export interface OrderLimitSettings {
  /** Order requests one client address may send within the window. */
  perAddress: number;
  /** Order requests naming one e-mail address (billing, else shipping) within the window. */
  perEmail: number;
  windowSeconds: number;
  /** Items (the sum of every line's qty) one order may hold. */
  maxTotalQty: number;
}

/** The defaults of server/config.ts: a household or an office orders far less; a scripted buy-out is stopped. */
export const DEFAULT_ORDER_LIMITS: OrderLimitSettings = {
  perAddress: 30,
  perEmail: 10,
  windowSeconds: 15 * 60,
  maxTotalQty: 50,
};

export const TOO_MANY_ORDERS = 'Too many orders; please try again later';

/** The ordering e-mail of a body not yet validated, lowercased; undefined when it names none. */
function orderEmail(body: unknown): string | undefined {
  const info = (body as { addressInformation?: Record<string, { email?: unknown } | undefined> } | null)
    ?.addressInformation;
  const email = info?.billingAddress?.email ?? info?.shippingAddress?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * A preHandler counting the request against its client address and its e-mail; past either limit a 429 with
 * Retry-After. (Two limits on one route: the plugin's route option runs one limiter per request, so both are
 * counted here through createRateLimit.)
 */
export function orderRateLimit(app: FastifyInstance, settings: OrderLimitSettings) {
  const timeWindow = settings.windowSeconds * 1000;
  const byAddress = app.createRateLimit({
    max: settings.perAddress,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `order-address:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: settings.perEmail,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `order-email:${orderEmail(request.body)}`,
  });
  return async (request: FastifyRequest, reply: { header(name: string, value: number): unknown }) => {
    const limits = orderEmail(request.body) === undefined ? [byAddress] : [byAddress, byEmail];
    for (const limit of limits) {
      const outcome = await limit(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('Retry-After', outcome.ttlInSeconds);
        throw new HttpError(429, TOO_MANY_ORDERS);
      }
    }
  };
}

/** A 400 naming `products` when the order's lines hold more than `maxTotalQty` items together. */
export function checkTotalQty(request: OrderRequest, maxTotalQty: number): void {
  const total = request.products.reduce((sum, line) => sum + line.qty, 0);
  if (total > maxTotalQty) {
    throw new HttpError(400, `products: at most ${maxTotalQty} items in one order (${total} asked)`);
  }
}
