// Builds the Fastify instance: API, images, static assets and SSR pages from one process (ARCHITECTURE §4).
// Tests use it through `inject`; server/main.ts adds config, the database and `listen`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { HttpError } from './http/reply';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { imgRoutes } from './modules/img/routes';
import { mailRoutes } from './modules/mail/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { orderRoutes } from './modules/order/routes';
import { reviewRoutes } from './modules/review/routes';
import { stockRoutes } from './modules/stock/routes';
import { urlRoutes } from './modules/url/routes';
import type { LoginLimitSettings } from './modules/user/login-limits';
import { userRoutes } from './modules/user/routes';
import { type Services, createServices } from './services';
import { ssrRoutes, type SsrOptions } from './ssr/routes';

export interface AppOptions {
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'> & Partial<Config>;
  database: Database;
  /** Where generated and uploaded images live. */
  mediaDir: string;
  /** Serve pages; off for API-only tests. */
  ssr?: SsrOptions;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /**
   * Where mails go without SMTP. Default DATA_DIR/outbox when the config names DATA_DIR (relative to the project,
   * as server/startup.ts resolves it), else a temporary folder removed when the app closes (tests).
   */
  outboxDir?: string;
  /** Tests: other sign-in limits than DEFAULT_LOGIN_LIMITS (server/modules/user/login-limits.ts). */
  loginLimits?: LoginLimitSettings;
}

const PROJECT_ROOT = resolve(import.meta.dirname ?? '.', '..');

function outboxFolder(options: AppOptions): { dir: string; temporary: boolean } {
  if (options.outboxDir) return { dir: options.outboxDir, temporary: false };
  if (options.config.DATA_DIR)
    return { dir: resolve(PROJECT_ROOT, options.config.DATA_DIR, 'outbox'), temporary: false };
  return { dir: mkdtempSync(join(tmpdir(), 'shop-outbox-')), temporary: true };
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  const outbox = outboxFolder(options);
  if (outbox.temporary) app.addHook('onClose', async () => rmSync(outbox.dir, { recursive: true, force: true }));
  const services = createServices(options.database.db, options.clock, {
    ...options.config,
    outboxDir: outbox.dir,
    loginLimits: options.loginLimits,
    // The error's kind only: an SMTP error's text can hold the customer's address.
    onBackgroundError: (error) =>
      app.log.error({ kind: error instanceof Error ? error.name : typeof error }, 'password reset mail failed'),
  });

  // Every error keeps the { code, result } envelope with a clear message and no stack trace (ARCHITECTURE §4).
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) request.log.error(error);
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply.code(status).send({ code: status, result: message });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ code: 404, result: `Not found: ${request.url}` }));

  await app.register(helmet, {
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
  await app.register(compress, { threshold: 1024 });
  // Per-route limits only (sign-in, registration, reset, mail, newsletter, reviews), counted in process memory.
  await app.register(rateLimit, { global: false });

  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(stockRoutes, { stock: services.stock });
  await app.register(urlRoutes, { url: services.url });
  await app.register(imgRoutes, { mediaDir: options.mediaDir });
  // SPEC 7 "User", "Newsletter", review create and mail service (issue 4). The outbox pages are static paths, so
  // the SSR catch-all below never shadows them.
  await app.register(userRoutes, { user: services.user });
  await app.register(mailRoutes, { mail: services.mail, user: services.user });
  await app.register(newsletterRoutes, { newsletter: services.newsletter, user: services.user });
  await app.register(reviewRoutes, { review: services.review, user: services.user });
  // SPEC 7 "Cart" and POST /api/order (ARCHITECTURE §4 "Orders are created exactly once").
  await app.register(cartRoutes, { cart: services.cart, authenticate: services.user.authenticate });
  await app.register(orderRoutes, { order: services.order, authenticate: services.user.authenticate });
  if (options.ssr) await app.register(ssrRoutes, { ...options.ssr, services });

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
