// Builds the Fastify instance: API, images, static assets and SSR pages from one process (ARCHITECTURE §4).
// Tests use it through `inject`; server/main.ts adds config, the database and `listen`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { type Config, paymentSandboxAllowed } from './config';
import { type Database, redactUrl } from './db/client';
import { outboxAccess } from './exposure';
import { createClusterBus } from './http/cluster-bus';
import { checkInput } from './http/input-guard';
import { HttpError } from './http/reply';
import { addSecurityHeaders } from './http/security-headers';
import { type LogStream, shopLogger } from './logging';
import { startAbandonedCartJob } from './modules/abandoned-cart/job';
import { cartRoutes } from './modules/cart/routes';
import { downloadRoutes } from './modules/download/routes';
import { giftCardRoutes } from './modules/gift-card/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { cmsRoutes } from './modules/cms/routes';
import { imgRoutes } from './modules/img/routes';
import { mailRoutes } from './modules/mail/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { DEFAULT_ORDER_LIMITS } from './modules/order/limits';
import { orderRoutes } from './modules/order/routes';
import { paymentRoutes } from './modules/payments/routes';
import { reviewRoutes } from './modules/review/routes';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { stockRoutes } from './modules/stock/routes';
import { storesRoutes } from './modules/stores/routes';
import { orderTrackingRoutes } from './modules/order-tracking/routes';
import { paperCatalogueRoutes } from './modules/paper-catalogue/routes';
import { urlRoutes } from './modules/url/routes';
import type { LoginLimitSettings } from './modules/user/login-limits';
import { userRoutes } from './modules/user/routes';
import { type Services, createServices } from './services';
import { ssrRoutes, type SsrOptions } from './ssr/routes';
import { seoRoutes } from './ssr/seo';

export interface AppOptions {
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'> & Partial<Config>;
  database: Database;
  /** Where generated and uploaded images live. */
  mediaDir: string;
  /** Serve pages; off for API-only tests. */
  ssr?: SsrOptions;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Where the log lines go (default stdout); tests read them. */
  logStream?: LogStream;
  /**
   * Where mails go without SMTP. Default DATA_DIR/outbox when the config names DATA_DIR (relative to the project,
   * as server/startup.ts resolves it), else a temporary folder removed when the app closes (tests).
   */
  outboxDir?: string;
  /** Tests: other sign-in limits than DEFAULT_LOGIN_LIMITS (server/modules/user/login-limits.ts). */
  loginLimits?: LoginLimitSettings;
  /** Tests: the payment sandbox's 'delayed' notification delay, and no sweep on an interval. */
  payments?: { sandboxNotifyDelayMs?: number; sweep?: boolean };
  /** Tests: `autoDeliver: false` plays a process that stops before its mail outbox's worker ran (issue 18). */
  mailOutbox?: { autoDeliver?: boolean };
}

/** PostgreSQL's data exceptions caused by a value the client sent, with what the reply says. */
const DATABASE_INPUT_ERRORS = new Map([
  ['22021', 'a text contains a character the database cannot store'],
  ['22P05', 'a text contains a character the database cannot store'],
  ['22003', 'a number is out of range'],
  ['22008', 'a date or time is out of range'],
  ['22007', 'a date or time is not valid'],
  ['22P02', 'a value is not valid for its field'],
]);

const PROJECT_ROOT = resolve(import.meta.dirname ?? '.', '..');

function outboxFolder(options: AppOptions): { dir: string; temporary: boolean } {
  if (options.outboxDir) return { dir: options.outboxDir, temporary: false };
  if (options.config.DATA_DIR)
    return { dir: resolve(PROJECT_ROOT, options.config.DATA_DIR, 'outbox'), temporary: false };
  return { dir: mkdtempSync(join(tmpdir(), 'shop-outbox-')), temporary: true };
}

/** A hop count trusts that many proxies in front of the shop (proxy-addr's rule, which Fastify's types lack). */
function trustedProxies(
  setting: Config['TRUST_PROXY'] | undefined,
): boolean | string[] | ((_: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting ?? false;
}

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at ${redactUrl(url)}: ${(error as Error).message}`);
  }
  return redis;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    // Finding 7: secrets and personal data are redacted in every line (server/logging.ts).
    logger: options.logger ?? shopLogger(options.config.LOG_LEVEL, options.logStream),
    // Issue 13 finding 2: X-Forwarded-For names the client only when it comes from a proxy TRUST_PROXY names;
    // otherwise request.ip is the socket's peer, which no header can change.
    trustProxy: trustedProxies(options.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  });
  const outbox = outboxFolder(options);
  const services = createServices(options.database.db, options.clock, {
    ...options.config,
    outboxDir: outbox.dir,
    loginLimits: options.loginLimits,
    paymentSandbox: paymentSandboxAllowed({
      NODE_ENV: options.config.NODE_ENV,
      HOST: options.config.HOST ?? '127.0.0.1',
      PAYMENT_SANDBOX: options.config.PAYMENT_SANDBOX,
    }),
    sandboxNotifyDelayMs: options.payments?.sandboxNotifyDelayMs,
    // The error's kind only: an SMTP error's text can hold the customer's address.
    onBackgroundError: (error) =>
      app.log.error({ kind: error instanceof Error ? error.name : typeof error }, 'password reset mail failed'),
    mailOutbox: { log: app.log, autoDeliver: options.mailOutbox?.autoDeliver },
  });
  // Issue 18: the mail outbox's worker delivers what an earlier process left, then what this one records; closing
  // the app delivers what is due before the folder (a test's temporary one) goes.
  services.mailOutbox.start();
  app.addHook('onClose', async () => {
    await services.mailOutbox.stop();
    if (outbox.temporary) rmSync(outbox.dir, { recursive: true, force: true });
  });

  // Issue 15: the abandoned-cart reminder job (ABANDONED_CART_CHECK_SECONDS; unset in API tests: off).
  startAbandonedCartJob(app, services.abandonedCart, options.config.ABANDONED_CART_CHECK_SECONDS ?? 0);

  // Every error keeps the { code, result } envelope with a clear message and no stack trace (ARCHITECTURE §4).
  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown; code?: unknown }, request, reply) => {
      // Safety net (issue 13): input the database refuses (text with NUL 22021/22P05, out of range 22003/22008, not a
      // number 22P02) is the client's mistake, not ours. The contracts check these first; this only catches what
      // slipped past them, logged so the missing check gets written.
      if (typeof error.code === 'string' && DATABASE_INPUT_ERRORS.has(error.code)) {
        request.log.warn({ code: error.code }, 'the database refused an input that validation let through');
        return reply.code(400).send({ code: 400, result: `request: ${DATABASE_INPUT_ERRORS.get(error.code)}` });
      }
      const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
      if (status >= 500) request.log.error(error);
      const message = status >= 500 ? 'Internal server error' : error.message;
      return reply.code(status).send({ code: status, result: message });
    },
  );
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ code: 404, result: `Not found: ${request.url}` }));
  // Issue 13: no route sees a NUL character or absurdly deep JSON in its parameters, query or body (400 naming it).
  // Pages (the SSR catch-all) answer such URLs with their 404 page instead (server/ssr/routes.ts).
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url === '/*') return;
    checkInput(request.params);
    checkInput(request.query);
    checkInput(request.body);
  });

  // Issue 18: helmet's headers computed once for this configuration, not per response (server/http/security-headers.ts).
  await addSecurityHeaders(app, {
    // Scripts are our own files; the initial state travels as JSON, not as an inline script.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Issue 18: br and gzip only. Pages of the output cache arrive already encoded (server/ssr/page-variants.ts) and
  // the plugin leaves a reply with a Content-Encoding alone.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Per-route limits only (sign-in, registration, reset, mail, newsletter, reviews), keyed by request.ip (the real
  // client, finding 2). Counted in process memory, or in Redis when REDIS_URL is set so every instance behind a
  // load balancer shares one counter per client. A Redis that fails later fails the limited calls (no silent skip).
  const redis = options.config.REDIS_URL ? await connectRedis(options.config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'roivas:rate-limit:', skipOnError: false } : {}),
  });

  // Issue 18: an invalidation clears the output cache, this process's catalogue caches (they were only ever cleared
  // by their 60 s time to live before) and its kept review lists, and, through Redis pub/sub, those of every other
  // instance.
  const outputCache = options.ssr?.cache;
  const clearLocal = (tags: string[]) => {
    services.catalog.invalidate();
    services.review.forget();
    return outputCache && !outputCache.shared ? outputCache.invalidate(tags) : Promise.resolve(0);
  };
  const bus = redis
    ? await createClusterBus(redis, (tags) => clearLocal(tags).then(() => undefined), app.log)
    : undefined;
  if (bus) app.addHook('onClose', async () => bus.close());
  const invalidateEverywhere = async (tags: string[]): Promise<number> => {
    const removed = outputCache?.shared ? await outputCache.invalidate(tags) : await clearLocal(tags);
    if (outputCache?.shared) {
      services.catalog.invalidate();
      services.review.forget();
    }
    await bus?.publishInvalidate(tags);
    return removed;
  };

  // Issue 18: the load balancer's health check (scripts/cluster.mjs): 200 while this instance reaches its database.
  app.get('/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await options.database.db.execute(sql`select 1`);
      return { code: 200, result: 'ok' };
    } catch {
      return reply.code(503).send({ code: 503, result: 'database unavailable' });
    }
  });

  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(stockRoutes, { stock: services.stock });
  // Issue 16: the store locator's stores and order tracking by number and e-mail.
  await app.register(storesRoutes, { stores: services.stores });
  await app.register(orderTrackingRoutes, { tracking: services.orderTracking });
  await app.register(paperCatalogueRoutes, { paperCatalogue: services.paperCatalogue, user: services.user });
  await app.register(urlRoutes, { url: services.url });
  // SPEC 7 cms-data and banners (issue 16).
  await app.register(cmsRoutes, {
    cms: services.cms,
    adminKey: options.config.CMS_ADMIN_KEY,
    invalidate: invalidateEverywhere,
  });
  await app.register(imgRoutes, { mediaDir: options.mediaDir });
  // SPEC 7 "User", "Newsletter", review create and mail service (issue 4). The outbox pages are static paths, so
  // the SSR catch-all below never shadows them.
  await app.register(userRoutes, { user: services.user });
  await app.register(mailRoutes, {
    mail: services.mail,
    mailOutbox: services.mailOutbox,
    user: services.user,
    outbox: outboxAccess(options.config),
  });
  await app.register(newsletterRoutes, { newsletter: services.newsletter, user: services.user });
  // Issue 16: reviews (list, the owner's moderation with CMS_ADMIN_KEY) and the loyalty card.
  await app.register(reviewRoutes, {
    review: services.review,
    user: services.user,
    adminKey: options.config.CMS_ADMIN_KEY,
    invalidate: invalidateEverywhere,
  });
  await app.register(loyaltyRoutes, { loyalty: services.loyalty, user: services.user });
  // SPEC 7 "Cart" and POST /api/order (ARCHITECTURE §4 "Orders are created exactly once").
  await app.register(cartRoutes, { cart: services.cart, authenticate: services.user.authenticate });
  // Issue 17: a gift card's balance for the checkout.
  await app.register(giftCardRoutes, { db: options.database.db, clock: options.clock ?? (() => new Date()) });
  // Issue 17: the download links of a customer's complete orders, served to their owner only.
  await app.register(downloadRoutes, {
    db: options.database.db,
    clock: options.clock ?? (() => new Date()),
    authenticate: services.user.authenticate,
  });
  await app.register(orderRoutes, {
    order: services.order,
    authenticate: services.user.authenticate,
    // Issue 13: orders per client address and per e-mail, and items per order (server/config.ts).
    limits: {
      perAddress: options.config.ORDER_RATE_LIMIT_PER_ADDRESS ?? DEFAULT_ORDER_LIMITS.perAddress,
      perEmail: options.config.ORDER_RATE_LIMIT_PER_EMAIL ?? DEFAULT_ORDER_LIMITS.perEmail,
      windowSeconds: options.config.ORDER_RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_ORDER_LIMITS.windowSeconds,
      maxTotalQty: options.config.ORDER_MAX_TOTAL_QTY ?? DEFAULT_ORDER_LIMITS.maxTotalQty,
    },
  });
  // Issue 15, SPEC 7 "Payment providers": Montonio, ESTO, Modena, Liisi and their local sandboxes.
  services.payments.attach(app);
  await app.register(paymentRoutes, {
    payments: services.payments,
    authenticate: services.user.authenticate,
    publicUrl: options.config.PUBLIC_URL,
    sweep: options.payments?.sweep,
    sweepIntervalMs: options.config.PAYMENT_SWEEP_SECONDS ? options.config.PAYMENT_SWEEP_SECONDS * 1000 : undefined,
  });
  // Issue 16: robots.txt and the sitemaps (with or without the pages' SSR).
  await app.register(seoRoutes, { services, publicUrl: options.config.PUBLIC_URL, cache: options.ssr?.cache });
  if (options.ssr) {
    await app.register(ssrRoutes, {
      ...options.ssr,
      services,
      publicUrl: options.config.PUBLIC_URL,
      invalidate: invalidateEverywhere,
    });
  }

  // Tests and tools reach the in-process services through the instance (typed by the declaration below).
  app.decorate('services', services);
  return app;
}

export { createCatalogService };

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
