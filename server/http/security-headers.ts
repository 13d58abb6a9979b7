// Issue 18: the security headers (helmet's set, the API's Content-Security-Policy among them) are computed once per
// configuration, when the app is built, not per response. Registered on the app, @fastify/helmet calls
// `helmet(options)` in an onRequest hook of every request, which builds every middleware again, CSP directive
// parsing (`parseDirectives`) included: 1–3 % of an uncached page's main-thread time in the profile. This policy has
// no per-request part (no nonce: a page sets its own Content-Security-Policy with its nonce or its scripts' hashes,
// server/ssr/routes.ts), so the plugin answers one request of a probe instance with these options, its headers are
// recorded, and every response of the app gets that same list.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers of the probe's response that are not helmet's. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers @fastify/helmet sets with these options, as [name, value] pairs. */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(response.headers)
      .filter(([name]) => !NOT_SECURITY.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
  } finally {
    await probe.close();
  }
}

/**
 * Sets the recorded headers on every response of `app` (on the raw response in onRequest, as @fastify/helmet did,
 * so a route's own reply.header, such as a page's policy, still replaces one).
 */
export async function addSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
