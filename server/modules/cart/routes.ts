// SPEC 7 "Cart", every reply { code, result }, every call with query `token` (or Authorization: Bearer) and `cartId`:
//   POST /api/cart/create ?storeCode=ee|lv {guest?}        -> the cart id (a customer's: their active cart)
//   POST /api/cart/update {cartItem}                       -> the ServerCartItem
//   POST /api/cart/delete {cartItem: {item_id}}            -> true
//   GET  /api/cart/pull                                    -> ServerCartItem[] (by item_id)
//   GET  /api/cart/totals, POST /api/cart/collect-totals {methods?} -> CartTotals
//   GET  /api/cart/shipping-methods ?address=<JSON>        -> ShippingMethod[]
//   GET  /api/cart/payment-methods                         -> PaymentMethod[]
//   POST /api/cart/shipping-information {addressInformation} -> {totals, payment_methods}
//   POST /api/cart/apply-coupon ?coupon=, /api/cart/delete-coupon -> true
//   GET  /api/cart/parcel-machines ?country_id=&carrier_code= -> ParcelMachine[]
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cartCreateBodySchema,
  cartCreateQuerySchema,
  cartDeleteBodySchema,
  cartQuerySchema,
  cartUpdateBodySchema,
  collectTotalsBodySchema,
  couponQuerySchema,
  parcelMachinesQuerySchema,
  shippingAddressQuerySchema,
  shippingInformationBodySchema,
} from '../../../src/domain/contract/cart';
import { DEFAULT_STORE_CODE } from '../../../src/domain/store-views';
import { checkInput } from '../../http/input-guard';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { requestToken } from '../user/request-token';
import type { CartService } from './service';

export async function cartRoutes(
  app: FastifyInstance,
  opts: { cart: CartService; authenticate: (token: string | undefined) => Promise<number> },
) {
  const { cart } = opts;
  const open = (request: FastifyRequest) => {
    const query = parseOr400(cartQuerySchema, request.query);
    return cart.open(query.cartId, requestToken(request));
  };

  // A cart is personal and changes with every call: never kept by a shared cache or the browser's.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post('/api/cart/create', async (request, reply) => {
    const query = parseOr400(cartCreateQuerySchema, request.query);
    const body = parseOr400(cartCreateBodySchema, request.body ?? undefined);
    const storeCode = query.storeCode ?? DEFAULT_STORE_CODE;
    const token = requestToken(request);
    // SPEC 8 "Sync": an invalid or expired token is a 401, and the client then retries as a guest.
    const customerId = token && body?.guest !== true ? await opts.authenticate(token) : undefined;
    return ok(reply, await cart.create({ customerId, storeCode }));
  });

  app.post('/api/cart/update', async (request, reply) => {
    const current = await open(request);
    const body = parseOr400(cartUpdateBodySchema, request.body);
    return ok(reply, await cart.update(current, body.cartItem));
  });

  app.post('/api/cart/delete', async (request, reply) => {
    const current = await open(request);
    const body = parseOr400(cartDeleteBodySchema, request.body);
    return ok(reply, await cart.remove(current, body.cartItem.item_id));
  });

  app.get('/api/cart/pull', async (request, reply) => ok(reply, await cart.pull(await open(request))));

  app.get('/api/cart/totals', async (request, reply) => ok(reply, await cart.totals(await open(request))));

  app.post('/api/cart/collect-totals', async (request, reply) => {
    const current = await open(request);
    const body = parseOr400(collectTotalsBodySchema, request.body ?? undefined);
    return ok(reply, await cart.totals(current, body?.methods));
  });

  app.get('/api/cart/shipping-methods', async (request, reply) => {
    const current = await open(request);
    const raw = (request.query as Record<string, unknown>).address;
    let address: { country_id: string } | undefined;
    if (raw !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(raw));
      } catch {
        throw new HttpError(400, 'address: expected a JSON object');
      }
      checkInput(parsed, ['address']);
      address = parseOr400(shippingAddressQuerySchema, parsed, 'address');
    }
    return ok(reply, await cart.shippingMethods(current, address));
  });

  app.get('/api/cart/payment-methods', async (request, reply) =>
    ok(reply, await cart.paymentMethods(await open(request))),
  );

  app.post('/api/cart/shipping-information', async (request, reply) => {
    const current = await open(request);
    const body = parseOr400(shippingInformationBodySchema, request.body);
    return ok(reply, await cart.setShippingInformation(current, body.addressInformation));
  });

  app.post('/api/cart/apply-coupon', async (request, reply) => {
    const current = await open(request);
    const query = parseOr400(couponQuerySchema, request.query);
    return ok(reply, await cart.applyCoupon(current, query.coupon));
  });

  app.post('/api/cart/delete-coupon', async (request, reply) =>
    ok(reply, await cart.deleteCoupon(await open(request))),
  );

  app.get('/api/cart/parcel-machines', async (request, reply) => {
    const query = parseOr400(parcelMachinesQuerySchema, request.query);
    return ok(reply, await cart.parcelMachines(query.country_id, query.carrier_code));
  });
}
