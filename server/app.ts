// Builds the Fastify instance: API, images, static assets and SSR pages from one process (ARCHITECTURE §4).
// Tests use it through `inject`; server/main.ts adds config, the database and `listen`.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { HttpError } from './http/reply';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { imgRoutes } from './modules/img/routes';
import { stockRoutes } from './modules/stock/routes';
import { urlRoutes } from './modules/url/routes';
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
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  const services = createServices(options.database.db, options.clock);

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

  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(stockRoutes, { stock: services.stock });
  await app.register(urlRoutes, { url: services.url });
  await app.register(imgRoutes, { mediaDir: options.mediaDir });
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
