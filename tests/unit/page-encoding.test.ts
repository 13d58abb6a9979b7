// Issue 18: a page rendered for one response is compressed in one call off the main thread (encodePage). Every coding
// gives back the page byte for byte, a page larger than zlib's default 16 KB chunk included.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage } from '../../server/ssr/page-variants';

const page = `<!doctype html><html lang="lv"><body>${Array.from({ length: 3000 }, (_, i) => `<p>Kleita Nr. ${i}: 29,99 €, šūta Rīgā</p>`).join('')}</body></html>`;

describe('encodePage', () => {
  it('compresses with brotli and gzip to the same page, and leaves identity alone', async () => {
    const plain = Buffer.from(page, 'utf8');
    expect(plain.length).toBeGreaterThan(100_000);
    const br = await encodePage(page, 'br');
    const gzip = await encodePage(plain, 'gzip');
    expect(br.length).toBeLessThan(plain.length / 5);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    expect(gunzipSync(gzip).toString('utf8')).toBe(page);
    expect(await encodePage(plain, 'identity')).toBe(plain);
  });
});
