import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourBySwatch } from '../../src/domain/colours';
import { buildCatalogue } from '../../server/seed/catalogue';
import { ensureMediaFiles, generateSourceImage, sourceImagePaths } from '../../server/seed/images';

async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));

describe('generated images', () => {
  it('draws a garment in the product colour on a light neutral background at the gallery size', async () => {
    const png = await generateSourceImage('/catalog/dress/03.png');
    expect(png).not.toBeNull();
    const meta = await sharp(png as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 920, 1288]);
    const red = rgb(colourBySwatch('03')?.hex ?? '');
    // The skirt, away from the seams, is the dress colour give or take the shading.
    expect(distance(await pixel(png as Buffer, 370, 700), red)).toBeLessThan(40);
    const corner = await pixel(png as Buffer, 10, 10);
    expect(Math.min(...corner)).toBeGreaterThan(225);
    expect(distance(corner, [corner[0], corner[0], corner[0]])).toBeLessThan(12);
  });

  it('gives each garment its own shape and each colour its own fill', async () => {
    const dress = (await generateSourceImage('/catalog/dress/01.png')) as Buffer;
    const shoe = (await generateSourceImage('/catalog/shoe/01.png')) as Buffer;
    const blueDress = (await generateSourceImage('catalog/dress/04.png')) as Buffer;
    // Top left of the dress skirt: dress colour on the dress, background on the shoe.
    expect(distance(await pixel(dress, 300, 1000), await pixel(shoe, 300, 1000))).toBeGreaterThan(100);
    expect(distance(await pixel(blueDress, 370, 700), rgb(colourBySwatch('04')?.hex ?? ''))).toBeLessThan(40);
  });

  it('makes square colour swatches', async () => {
    const png = (await generateSourceImage('/swatches/13.png')) as Buffer;
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(meta.height);
    expect(distance(await pixel(png, 48, 48), rgb(colourBySwatch('13')?.hex ?? ''))).toBeLessThan(30);
  });

  it('knows no other paths', async () => {
    for (const unknown of ['/catalog/hat/01.png', '/catalog/dress/17.png', '/swatches/00.png', '/etc/passwd', '']) {
      expect(await generateSourceImage(unknown), unknown).toBeNull();
    }
  });

  it('can generate every image path the catalogue refers to', () => {
    const known = new Set(sourceImagePaths());
    const catalogue = buildCatalogue({ now: new Date('2025-01-01T00:00:00Z') });
    const used = [
      ...catalogue.products.flatMap((p) => [p.image, ...(p.mediaGallery ?? []).map((m) => m.image)]),
      ...catalogue.variants.map((v) => v.image),
    ];
    for (const image of used) expect(known.has(image), image).toBe(true);
  });
});

describe('ensureMediaFiles', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'seed-media-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every generated image once and leaves existing files alone', { timeout: 60_000 }, async () => {
    const written = await ensureMediaFiles(dir);
    expect(written).toBe(sourceImagePaths().length);
    expect((await readdir(path.join(dir, 'catalog'))).sort()).toEqual(
      ['dress', 'jacket', 'kids', 'shoe', 'skirt', 'sweater', 'top', 'trousers'].sort(),
    );
    const file = path.join(dir, 'catalog', 'jacket', '08.png');
    const before = await stat(file);
    expect(await ensureMediaFiles(dir)).toBe(0);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });
});
