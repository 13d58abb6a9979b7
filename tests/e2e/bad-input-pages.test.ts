// Issue 13 finding 9 for page URLs: a NUL character in a page's path or query (`/ee/p/%00/x` answered a JSON 500)
// now gets the store's HTML 404 page, or the page itself where the NUL is only searched text; API URLs answer a 400
// naming the field (tests/security/bad-input.test.ts). Against the real server from the built bundle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../helpers/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('page URLs with a NUL character', () => {
  it.each(['/ee/p/%00/x', '/lv/p/%00/x/%00', '/ee/p/KL%00-1/kleit', '/ee/c/%00', '/lv/%00', '/ee/naised/%00'])(
    'answers %s with the HTML 404 page',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<html');
    },
  );

  it('answers a search for a NUL character with the search page', async () => {
    const response = await fetch(`${server.url}/ee/search?q=kleit%00`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('answers a NUL character in an API call with a 400 naming the field', async () => {
    const response = await fetch(`${server.url}/api/stock/check?sku=x%00`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, result: 'sku: must not contain a NUL character' });
  });
});
