// Issue 18: the security headers are computed once per configuration (server/http/security-headers.ts) and every
// response carries them as @fastify/helmet set them; a route's own header (a page's policy) still replaces one.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addSecurityHeaders, securityHeaders } from '../../server/http/security-headers';

const OPTIONS = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
  },
  crossOriginEmbedderPolicy: false,
} as const;

describe('security headers computed once', () => {
  it('records the policy and helmet’s other headers for the configuration', async () => {
    const headers = new Map(await securityHeaders(OPTIONS));
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("img-src 'self' data:");
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
  });

  it('sets them on every response, errors included; a route’s own policy wins', async () => {
    const app = Fastify({ logger: false });
    await addSecurityHeaders(app, OPTIONS);
    app.get('/json', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) =>
      reply.header('Content-Security-Policy', "script-src 'nonce-abc'").type('text/html').send('<p>x</p>'),
    );
    for (const url of ['/json', '/missing']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const page = await app.inject({ url: '/page' });
    expect(page.headers['content-security-policy']).toBe("script-src 'nonce-abc'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });
});
