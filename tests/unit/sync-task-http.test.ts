// The sync task HTTP adapter against a real local server (no mocks of ky): placeholders, the Bearer header, the
// store code, and SPEC 8's format errors.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncTaskExecutor } from '../../src/adapters/sync-task-http';
import { createSyncTask } from '../../src/domain/sync-tasks';

let server: Server;
let baseUrl: string;
const received: { url: string; authorization: string | undefined; body: string }[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
    if (request.url?.startsWith('/html')) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    } else if (request.url?.startsWith('/noenvelope')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hello: 1 }));
    } else if (request.url?.startsWith('/expired')) {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 401, result: 'expired' }));
    } else {
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ code: 200, result: { ok: true } }));
    }
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const at = () => new Date('2026-11-21T12:00:00Z');
const task = (url: string, body?: unknown) =>
  createSyncTask({ url, method: body === undefined ? 'GET' : 'POST', body }, { id: 't', now: '2026-11-21T11:00:00Z' });

describe('sync task over HTTP', () => {
  it('sends the token as a Bearer header, not in the query, fills the cart id and appends the store code', async () => {
    const execute = createSyncTaskExecutor({ baseUrl, storeCode: 'ee', now: at });
    const outcome = await execute({
      task: task('/api/cart/pull?token={{token}}&cartId={{cartId}}', { a: 1 }),
      token: 'tok',
      cartId: 'c1',
    });
    expect(outcome).toEqual({
      ok: true,
      response: { code: 200, result: { ok: true } },
      at: '2026-11-21T12:00:00.000Z',
    });
    const last = received.at(-1);
    expect(last?.url).toBe('/api/cart/pull?cartId=c1&storeCode=ee');
    expect(last?.authorization).toBe('Bearer tok');
    expect(JSON.parse(last?.body ?? '')).toEqual({ a: 1 });
  });

  it('reads a 401 envelope as an answer with code 401', async () => {
    const outcome = await createSyncTaskExecutor({ baseUrl })({
      task: task('/expired?token={{token}}'),
      token: 'old',
      cartId: null,
    });
    expect(outcome.ok && outcome.response.code).toBe(401);
  });

  it("answers 'bad content-type' for a body that is not JSON and 'wrong format' for JSON without the envelope", async () => {
    const execute = createSyncTaskExecutor({ baseUrl });
    expect(await execute({ task: task('/html'), token: null, cartId: null })).toMatchObject({
      ok: false,
      error: 'bad-content-type',
    });
    expect(await execute({ task: task('/noenvelope'), token: null, cartId: null })).toMatchObject({
      ok: false,
      error: 'wrong-format',
    });
  });

  it('rejects when the server cannot be reached, so the queue keeps the task', async () => {
    const execute = createSyncTaskExecutor({ baseUrl: 'http://127.0.0.1:9' });
    await expect(execute({ task: task('/x'), token: null, cartId: null })).rejects.toThrow();
  });
});
