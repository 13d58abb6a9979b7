// Issue 13 finding 2: the client address comes from X-Forwarded-For only when TRUST_PROXY names the proxy, so a
// header cannot reset a rate limit; with REDIS_URL the limits are counted in Redis, shared by every instance.
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { engines } from '../helpers/db';
import { type InfraApp, openInfraApp } from './infra-fixtures';

// A rate-limited call that costs nothing: an empty body is a 400, counted like any other call.
const LIMITED = '/api/ext/mail-service/send-email';

const send = (t: InfraApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: LIMITED,
    payload: {},
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** The route's limit, read from the first answer, then that many more calls; returns the statuses. */
async function exhaust(t: InfraApp, remoteAddress: string, forwarded: (i: number) => string | undefined) {
  const first = await send(t, remoteAddress, forwarded(0));
  const limit = Number(first.headers['x-ratelimit-limit']);
  expect(limit).toBeGreaterThan(0);
  const statuses = [first.statusCode];
  for (let i = 1; i <= limit; i++) statuses.push((await send(t, remoteAddress, forwarded(i))).statusCode);
  return { limit, statuses };
}

/** A client address of this run only, so counters in a shared Redis never meet another run's. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('TRUST_PROXY configuration', () => {
  it('trusts no proxy by default; takes a hop count or a comma list of addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', '300.1.1.1', '0', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY=/);
    }
  });
});

describe.each(engines())('client address and rate limits on $name', (engine) => {
  const opened: InfraApp[] = [];
  const open = async (env: Record<string, string> = {}) => {
    const t = await openInfraApp(engine, { config: loadConfig({ NODE_ENV: 'test', ...env }) });
    opened.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of opened) await t.close();
  });

  it('without TRUST_PROXY, a new X-Forwarded-For on every call does not reset the limit', async () => {
    const t = await open();
    const client = freshAddress();
    const { statuses } = await exhaust(t, client, (i) => `198.51.100.${i + 1}`);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  });

  it('with TRUST_PROXY=127.0.0.1, the address the proxy forwards is the client: each has its own limit', async () => {
    const t = await open({ TRUST_PROXY: '127.0.0.1' });
    const shopper = freshAddress();
    const { statuses } = await exhaust(t, '127.0.0.1', () => shopper);
    expect(statuses.at(-1)).toBe(429);
    // Another shopper behind the same proxy is not limited by the first one's calls.
    expect((await send(t, '127.0.0.1', freshAddress())).statusCode).toBe(400);
    // A client that is not the trusted proxy cannot choose its address with the header.
    const stranger = freshAddress();
    const spoofed = await exhaust(t, stranger, (i) => `198.51.100.${i + 1}`);
    expect(spoofed.statuses.at(-1)).toBe(429);
  });

  it('with TRUST_PROXY=1 (one hop), the proxy-appended address counts, not the ones a client wrote before it', async () => {
    const t = await open({ TRUST_PROXY: '1' });
    const shopper = freshAddress();
    // The client sends a made-up address first; the one proxy appends the real one it saw.
    const { statuses } = await exhaust(t, '127.0.0.1', (i) => `198.51.100.${i + 1}, ${shopper}`);
    expect(statuses.at(-1)).toBe(429);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('with REDIS_URL, two instances share one counter per client', async () => {
    const a = await open({ REDIS_URL: redisUrl as string });
    const b = await open({ REDIS_URL: redisUrl as string });
    const client = freshAddress();
    const first = await send(a, client);
    const limit = Number(first.headers['x-ratelimit-limit']);
    // The calls alternate between the instances; together they reach the limit.
    for (let i = 1; i < limit; i++) expect((await send(i % 2 ? b : a, client)).statusCode).toBe(400);
    expect((await send(b, client)).statusCode).toBe(429);
    expect((await send(a, client)).statusCode).toBe(429);
  });
});
