// Issue 15 "Sandboxes": an adapter calls its provider with fetch. In sandbox mode the provider is this very shop
// (server/modules/payments/sandbox/), called in-process through Fastify's inject, so the sandbox works the same
// whether or not the shop listens (API tests) and whatever address the shop is reached at. The request keeps its
// method, headers and body, so the sandbox sees exactly what the real provider would.
import type { FastifyInstance } from 'fastify';
import type { ProviderFetch } from './provider';

export function injectFetch(app: Pick<FastifyInstance, 'inject'>): ProviderFetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const headers: Record<string, string> = { host: target.host };
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = init.body;
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body === undefined || body === null ? {} : { payload: typeof body === 'string' ? body : String(body) }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(reply.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const noBody = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(noBody ? null : reply.body, { status: reply.statusCode, headers: responseHeaders });
  };
}
