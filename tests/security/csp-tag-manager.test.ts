// Issue 16, SPEC 5: the tag manager's host may serve scripts only when an id is configured (GTM_ID), and then only
// that host and only in script-src; without an id the policy is the one of docs/security.md §12, unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryOutputCache } from '../../server/ssr/output-cache';
import { engines } from '../helpers/db';
import { type InfraApp, openInfraApp } from './infra-fixtures';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values] as const),
  );

describe.each(engines())('the CSP and the tag manager on $name', (engine) => {
  let withId: InfraApp;
  let withoutId: InfraApp;
  beforeAll(async () => {
    [withId, withoutId] = await Promise.all([
      openInfraApp(engine, {
        seed: true,
        pages: {
          cache: createMemoryOutputCache(),
          settings: { automaticOrderTransmission: false, tagManagerId: 'GTM-AB12CD3' },
        },
      }),
      openInfraApp(engine, { seed: true, pages: {} }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withId?.close(), withoutId?.close()]);
  });

  it('with GTM_ID: script-src names www.googletagmanager.com and nothing else of it; the page carries the id', async () => {
    for (const attempt of ['miss', 'hit']) {
      const response = await withId.app.inject({ url: '/ee/' });
      expect(response.statusCode, attempt).toBe(200);
      const policy = directives(String(response.headers['content-security-policy']));
      const scripts = policy.get('script-src') ?? [];
      expect(scripts.filter((source) => source.includes('google'))).toEqual(['https://www.googletagmanager.com']);
      for (const [name, values] of policy) {
        if (name !== 'script-src') expect(values.join(' '), name).not.toMatch(/google/);
      }
      expect(response.body).toContain('"tagManagerId":"GTM-AB12CD3"');
      // Nothing is loaded before consent: the server's HTML has no tag-manager script.
      expect(response.body).not.toMatch(/<script[^>]+googletagmanager/);
    }
  });

  it('without GTM_ID the policy names no Google host and the page no id', async () => {
    const response = await withoutId.app.inject({ url: '/ee/' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/google/);
    expect(response.body).not.toContain('tagManagerId');
  });
});
