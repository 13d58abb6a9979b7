// Generated product and swatch images (nothing downloaded): a garment silhouette in the product colour on a light
// neutral background, rasterized with sharp at the gallery size (SPEC 9: 920x1288). Paths used by the catalogue:
// /catalog/{garment}/{swatch}.png, shared by products of one garment and colour, and /swatches/{swatch}.png.
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { COLOURS, type Colour, colourBySwatch, swatchImagePath } from '../../src/domain/colours';
import { GARMENTS, type Garment, productImagePath } from './assortment';
import { SILHOUETTES } from './silhouettes';

/** SPEC 9: the gallery thumbnail size; sources are made at it so no size is upscaled. */
export const SOURCE_WIDTH = 920;
export const SOURCE_HEIGHT = 1288;
/** Swatch sources: small squares, served resized to SWATCH_IMAGE_SIZE. */
export const SWATCH_SOURCE_SIZE = 96;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(hex: string, with_: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(with_);
  return toHex([0, 1, 2].map((i) => (a[i] ?? 0) * (1 - amount) + (b[i] ?? 0) * amount) as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Seams and outlines: darker on light colours, lighter on very dark ones so they stay visible. */
function shadeOf(hex: string): string {
  return luminance(hex) < 0.18 ? mix(hex, '#ffffff', 0.28) : mix(hex, '#000000', 0.32);
}

export function garmentSvg(garment: Garment, colour: Colour): string {
  const shape = SILHOUETTES[garment];
  const shade = shadeOf(colour.hex);
  const [sx, sy, srx] = shape.shadow;
  const details = shape.details
    .map((d) => `<path d="${d}" fill="none" stroke="${shade}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`)
    .join('');
  const dots = (shape.dots ?? [])
    .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${shade}" opacity="0.85"/>`)
    .join('');
  const trim = shape.trim
    ? `<path d="${shape.trim}" fill="#efece6" stroke="#b9b4aa" stroke-width="4" stroke-linejoin="round"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOURCE_WIDTH}" height="${SOURCE_HEIGHT}" viewBox="0 0 ${SOURCE_WIDTH} ${SOURCE_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f3ef"/><stop offset="1" stop-color="#e8e4dd"/></linearGradient>
<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
<linearGradient id="depth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#3a3530" stop-opacity="0.28"/><stop offset="1" stop-color="#3a3530" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<g transform="${shape.transform ?? ''}">
<ellipse cx="${sx}" cy="${sy}" rx="${srx + 40}" ry="34" fill="url(#floor)"/>
<path d="${shape.outline}" fill="${colour.hex}" stroke="${shade}" stroke-width="5" stroke-linejoin="round"/>
<path d="${shape.outline}" fill="url(#side)"/>
<path d="${shape.outline}" fill="url(#depth)"/>
${trim}${details}${dots}
</g>
</svg>`;
}

export function swatchSvg(colour: Colour): string {
  const s = SWATCH_SOURCE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient></defs>
<rect width="${s}" height="${s}" fill="${colour.hex}"/><rect width="${s}" height="${s}" fill="url(#g)"/>
<rect x="1" y="1" width="${s - 2}" height="${s - 2}" fill="none" stroke="${shadeOf(colour.hex)}" stroke-width="2"/>
</svg>`;
}

const CATALOG_PATH = /^\/?catalog\/([a-z]+)\/(\d{2})\.png$/;
const SWATCH_PATH = /^\/?swatches\/(\d{2})\.png$/;

const isGarment = (value: string): value is Garment => (GARMENTS as readonly string[]).includes(value);

/** Every source image the generator knows. */
export function sourceImagePaths(): string[] {
  return [
    ...GARMENTS.flatMap((garment) => COLOURS.map((colour) => productImagePath(garment, colour))),
    ...COLOURS.map((colour) => swatchImagePath(colour.swatch)),
  ];
}

/** The PNG for a generated path, or null when the path is not one the generator knows. */
export async function generateSourceImage(imagePath: string): Promise<Buffer | null> {
  const product = CATALOG_PATH.exec(imagePath);
  if (product) {
    const [, garment = '', swatch = ''] = product;
    const colour = colourBySwatch(swatch);
    if (!isGarment(garment) || !colour) return null;
    return sharp(Buffer.from(garmentSvg(garment, colour)))
      .png({ compressionLevel: 6 })
      .toBuffer();
  }
  const swatch = SWATCH_PATH.exec(imagePath);
  if (swatch) {
    const colour = colourBySwatch(swatch[1] ?? '');
    if (!colour) return null;
    return sharp(Buffer.from(swatchSvg(colour)))
      .png()
      .toBuffer();
  }
  return null;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes every generated source image below `mediaDir` that is not there yet; returns how many were written. */
export async function ensureMediaFiles(
  mediaDir: string,
  concurrency = Math.min(8, availableParallelism()),
): Promise<number> {
  const queue = sourceImagePaths();
  let written = 0;
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const file = path.join(mediaDir, next);
      if (await exists(file)) continue;
      const png = await generateSourceImage(next);
      if (!png) continue;
      await writeFileAtomically(file, png);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return written;
}

/**
 * Writes through a temporary file and a rename, so a reader (the image route, another instance sharing the folder)
 * never sees half an image.
 */
export async function writeFileAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
