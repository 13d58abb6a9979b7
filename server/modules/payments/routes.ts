// Issue 15, SPEC 7 "Payment providers": every provider's routes and the sandboxes, plus the sweep that cancels
// unpaid orders whose reservation ended (every PAYMENT_SWEEP_SECONDS, default 60; each provider call also checks its own order on access).
// A provider with neither credentials nor sandbox answers 503 naming what to configure.
import type { FastifyInstance } from 'fastify';
import { estoRoutes } from './esto/routes';
import { liisiRoutes } from './liisi/routes';
import { modenaRoutes } from './modena/routes';
import { montonioRoutes } from './montonio/routes';
import type { Authenticate } from './route-support';
import { sandboxRoutes } from './sandbox/routes';
import type { Payments } from './service';

/** The sweep's default interval (PAYMENT_SWEEP_SECONDS). */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

const PREFIXES = {
  montonio: ['/api/ext/montonio/', 'MONTONIO_ACCESS_KEY and MONTONIO_SECRET_KEY'],
  esto: ['/api/ext/payment-esto/', 'ESTO_SHOP_ID and ESTO_SECRET_KEY'],
  modena: ['/api/ext/payment-modena/', 'MODENA_CLIENT_ID and MODENA_CLIENT_SECRET'],
  liisi: ['/api/ext/payment-liisi/', 'LIISI_MERCHANT_ID, LIISI_SECRET_KEY and LIISI_API_URL'],
} as const;

export async function paymentRoutes(
  app: FastifyInstance,
  opts: {
    payments: Payments;
    authenticate: Authenticate;
    publicUrl?: string;
    sweep?: boolean;
    /** PAYMENT_SWEEP_SECONDS as ms (default PAYMENT_SWEEP_INTERVAL_MS). */
    sweepIntervalMs?: number;
  },
) {
  const { payments } = opts;
  const common = { orders: payments.orders, authenticate: opts.authenticate, publicUrl: opts.publicUrl };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  if (payments.montonio) await app.register(montonioRoutes, { ...common, montonio: payments.montonio });
  if (payments.esto) await app.register(estoRoutes, { ...common, esto: payments.esto });
  if (payments.modena) await app.register(modenaRoutes, { ...common, modena: payments.modena });
  if (payments.liisi) await app.register(liisiRoutes, { ...common, liisi: payments.liisi });
  for (const [provider, [prefix, variables]] of Object.entries(PREFIXES)) {
    if (payments[provider as keyof typeof PREFIXES]) continue;
    // Sent as is: the error handler hides the message of every 5xx, and this one tells the operator what to do.
    app.all(`${prefix}*`, async (_request, reply) =>
      reply.code(503).send({ code: 503, result: `${provider} is not configured: set ${variables}` }),
    );
  }
  if (payments.sandbox) {
    await app.register(sandboxRoutes, { sandbox: payments.sandbox, providers: payments.sandboxed });
  }
  if (opts.sweep !== false) {
    const timer = setInterval(() => {
      payments.orders.sweep(app.log).catch((error: unknown) => app.log.error({ err: error }, 'payment sweep failed'));
    }, opts.sweepIntervalMs ?? PAYMENT_SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
