// Issue 13 finding 1: the development outbox lists every mail, password reset links included. It is served in
// development, or to this machine only when the shop listens on loopback, and never by a production shop on a
// public address; the start banner says where the mails are.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { engines } from '../helpers/db';
import { runServerToExit, startServer } from '../helpers/server';
import { ensureBuilt, type InfraApp, openInfraApp } from './infra-fixtures';

const PAGES = ['/api/dev/outbox', '/dev/outbox'];

describe.each(engines())('the outbox on $name', (engine) => {
  const opened: InfraApp[] = [];
  const open = async (env: Record<string, string>) => {
    const t = await openInfraApp(engine, { config: loadConfig(env) });
    opened.push(t);
    // A mail with a reset link, as a shopper's "forgot password" writes it.
    await t.app.services.mail.send({
      to: 'mari.maasikas@example.ee',
      subject: 'Reset',
      text: 'http://localhost:3000/ee/reset-password/secret-reset-token',
    });
    return t;
  };
  const get = (t: InfraApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });
  afterAll(async () => {
    for (const t of opened) await t.close();
  });

  it('in production on loopback: served to this machine only, whatever a header claims', async () => {
    const t = await open({ NODE_ENV: 'production', HOST: '127.0.0.1' });
    for (const url of PAGES) {
      const local = await get(t, url, '127.0.0.1');
      expect(local.statusCode, url).toBe(200);
      expect(local.body).toContain('secret-reset-token');
      expect((await get(t, url, '::1')).statusCode, url).toBe(200);
      // A remote client, also one that claims to be local.
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }] as Record<
        string,
        string
      >[]) {
        const remote = await get(t, url, '203.0.113.5', headers);
        expect(remote.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(remote.body).not.toContain('secret-reset-token');
      }
      // A proxy on this machine forwarding a remote client: the socket is local, the client is not.
      for (const headers of [{ 'x-forwarded-for': '203.0.113.5' }, { forwarded: 'for=203.0.113.5' }] as Record<
        string,
        string
      >[]) {
        expect((await get(t, url, '127.0.0.1', headers)).statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });

  it('in production on a public HOST: never served, not even to this machine', async () => {
    const t = await open({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    for (const url of PAGES) {
      const local = await get(t, url, '127.0.0.1');
      expect(local.statusCode, url).toBe(404);
      expect(local.body).not.toContain('secret-reset-token');
    }
  });

  it('in development: served (the developer reads the reset mails)', async () => {
    const t = await open({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    for (const url of PAGES) expect((await get(t, url, '192.0.2.10')).statusCode, url).toBe(200);
  });
});

describe('DEV_OUTBOX=true with a public HOST in production', () => {
  it('is refused at start, naming the variable and why', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', DEV_OUTBOX: 'true' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/DEV_OUTBOX="true": expected/);
    // Loopback, or development, may ask for it.
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0', DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
  });

  it('stops the real server with one line', async () => {
    const { code, output } = await runServerToExit({ HOST: '0.0.0.0', DEV_OUTBOX: 'true' });
    expect(code).toBe(1);
    expect(output).toContain('DEV_OUTBOX="true"');
    expect(output).not.toMatch(/\n\s+at /);
  }, 180_000);
});

describe('the start banner (real server)', () => {
  beforeAll(() => ensureBuilt());

  it('on loopback: names the outbox folder and its URL, served to this machine', async () => {
    const server = await startServer({ env: { HOST: '127.0.0.1' } });
    try {
      const outbox = join(server.dataDir, 'outbox');
      expect(server.output()).toContain(outbox);
      expect(server.output()).toContain(`http://localhost:${server.port}/dev/outbox`);
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('on a public HOST in production: names the folder, says the outbox is not served, and does not serve it', async () => {
    const server = await startServer({ env: { HOST: '0.0.0.0' } });
    try {
      expect(server.output()).toContain(join(server.dataDir, 'outbox'));
      expect(server.output()).not.toContain('/dev/outbox');
      expect(server.output()).toMatch(/not served/);
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
