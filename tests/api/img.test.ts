import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourBySwatch } from '../../src/domain/colours';
import { imgRoutes } from '../../server/modules/img/routes';
import { ByteLru, createImageService, resolveMediaPath } from '../../server/modules/img/service';

const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';

let mediaDir = '';
let app: FastifyInstance;

async function centreColour(body: Buffer): Promise<number[]> {
  const { data, info } = await sharp(body)
    .extract({ left: 70, top: 200, width: 20, height: 20 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sums: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) {
    sums[0] += data[i] ?? 0;
    sums[1] += data[i + 1] ?? 0;
    sums[2] += data[i + 2] ?? 0;
  }
  return sums.map((sum) => sum / (data.length / info.channels));
}

/** A raw HTTP request whose path is sent as written (inject and URL parsers would normalize the dots). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'img-test-'));
  app = Fastify();
  await app.register(imgRoutes, { mediaDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('GET /img/:width/:height/resize/*', () => {
  it('serves a 241x331 webp when the browser accepts webp, generating the source on first use', async () => {
    const res = await app.inject({ url: '/img/241/331/resize/catalog/dress/03.png', headers: { accept: WEBP } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 241, 331]);
    const red = colourBySwatch('03')?.hex ?? '#000000';
    const [r = 0, g = 0, b = 0] = await centreColour(res.rawPayload);
    expect(r).toBeGreaterThan(Number.parseInt(red.slice(1, 3), 16) - 50);
    expect(r - Math.max(g, b)).toBeGreaterThan(100);
    expect((await stat(path.join(mediaDir, 'catalog', 'dress', '03.png'))).size).toBeGreaterThan(1000);
  });

  it('serves jpeg when webp is not accepted', async () => {
    for (const headers of [{}, { accept: 'image/png,image/*;q=0.8' }]) {
      const res = await app.inject({ url: '/img/210/300/resize/catalog/shoe/11.png', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 210, 300]);
    }
  });

  it('serves every SPEC 9 size and the swatch size', async () => {
    for (const [width, height, image] of [
      [920, 1288, 'catalog/jacket/08.png'],
      [644, 644, 'catalog/top/02.png'],
      [48, 48, 'swatches/05.png'],
    ] as const) {
      const res = await app.inject({ url: `/img/${width}/${height}/resize/${image}`, headers: { accept: WEBP } });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it('sends long-lived cache headers, varies on Accept and answers 304 to a matching ETag', async () => {
    const url = '/img/241/331/resize/catalog/skirt/09.png';
    const first = await app.inject({ url, headers: { accept: WEBP } });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.vary).toMatch(/Accept/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const jpeg = await app.inject({ url });
    expect(jpeg.headers.etag).not.toBe(etag);
    const again = await app.inject({ url, headers: { accept: WEBP, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('rejects sizes that are not SPEC 9 thumbnails with 400', async () => {
    const res = await app.inject({ url: '/img/999/999/resize/catalog/dress/01.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      result: expect.stringMatching(/^width, height: 999x999 is not an allowed size/),
    });
  });

  it('names the field when width or height is not a number', async () => {
    const width = await app.inject({ url: '/img/abc/331/resize/catalog/dress/01.png' });
    expect(width.statusCode).toBe(400);
    expect(width.json()).toEqual({ code: 400, result: expect.stringMatching(/^width: /) });
    const height = await app.inject({ url: '/img/241/-5/resize/catalog/dress/01.png' });
    expect(height.statusCode).toBe(400);
    expect(height.json().result).toMatch(/^height: /);
  });

  it("rejects paths with '..' with 400, however they are written", async () => {
    for (const url of [
      '/img/241/331/resize/..%2F..%2Fetc%2Fpasswd.png',
      '/img/241/331/resize/catalog/..%2f..%2f..%2fsecret.png',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().result).toMatch(/^path: /);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = await rawGet(port, '/img/241/331/resize/catalog/../../secret.png');
    expect(raw.status).toBe(400);
    expect(JSON.parse(raw.body)).toEqual({ code: 400, result: "path: must not contain '..'" });
  });

  it('answers 404 for an image that neither exists nor can be generated', async () => {
    for (const image of ['catalog/hat/01.png', 'catalog/dress/42.png', 'uploads/missing.jpg']) {
      const res = await app.inject({ url: `/img/241/331/resize/${image}`, headers: { accept: WEBP } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, result: 'Image not found' });
    }
  });

  it('resizes files found in the media folder and keeps the result in memory', async () => {
    const file = path.join(mediaDir, 'uploads', 'banner.png');
    await mkdir(path.dirname(file), { recursive: true });
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2266aa' } })
      .png()
      .toFile(file);
    const url = '/img/644/644/resize/uploads/banner.png';
    const first = await app.inject({ url, headers: { accept: WEBP } });
    expect(first.statusCode).toBe(200);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 644, height: 644 });

    // Once encoded, the image comes from memory: it is still served after the source is gone.
    await rm(file);
    const second = await app.inject({ url, headers: { accept: WEBP } });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const otherSize = await app.inject({ url: '/img/241/331/resize/uploads/banner.png', headers: { accept: WEBP } });
    expect(otherSize.statusCode).toBe(404);
  });
});

describe('image service', () => {
  it('keeps the in-memory cache under its byte budget, dropping the least recently used', async () => {
    const media = (image: string) => {
      const resolved = resolveMediaPath(mediaDir, image);
      if (!resolved.ok) throw new Error(resolved.reason);
      return resolved;
    };
    const request = (image: string) => ({ media: media(image), width: 241, height: 331, format: 'jpeg' as const });
    const probe = await createImageService({ mediaDir }).resize(request('catalog/dress/01.png'));
    const budget = Math.floor((probe?.body.length ?? 0) * 2.5);
    const service = createImageService({ mediaDir, cacheBytes: budget });

    const a = await service.resize(request('catalog/dress/01.png'));
    const again = await service.resize(request('catalog/dress/01.png'));
    expect(again?.body).toBe(a?.body);
    for (const swatch of ['02', '03', '04', '05', '06']) await service.resize(request(`catalog/dress/${swatch}.png`));
    expect(service.cache.totalBytes).toBeLessThanOrEqual(budget);
    expect(service.cache.size).toBeLessThan(6);
    const later = await service.resize(request('catalog/dress/01.png'));
    expect(later?.body).not.toBe(a?.body);
    expect(later?.body.equals(a?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('evicts oldest entries first and never keeps an entry larger than the budget', () => {
    const lru = new ByteLru<{ body: Buffer }>(10);
    lru.set('a', { body: Buffer.alloc(4) });
    lru.set('b', { body: Buffer.alloc(4) });
    lru.get('a');
    lru.set('c', { body: Buffer.alloc(4) });
    expect([lru.get('a') !== undefined, lru.get('b') !== undefined, lru.get('c') !== undefined]).toEqual([
      true,
      false,
      true,
    ]);
    lru.set('huge', { body: Buffer.alloc(11) });
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.totalBytes).toBe(8);
  });

  it('resolves media paths only inside the media folder', () => {
    expect(resolveMediaPath('/srv/media', '/catalog/dress/01.png')).toEqual({
      ok: true,
      relative: '/catalog/dress/01.png',
      file: path.resolve('/srv/media/catalog/dress/01.png'),
    });
    for (const bad of ['../x.png', 'a/../../x.png', 'a/..', '.hidden/x.png', 'a\\..\\x.png', 'x.svg', '', 'a//b.png']) {
      expect(resolveMediaPath('/srv/media', bad).ok, bad).toBe(false);
    }
  });
});
