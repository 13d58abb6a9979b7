// Image resizing for GET /img/{width}/{height}/resize/{path} (ARCHITECTURE §4): sources from the media folder
// (generated on demand when the seed generator knows the path), resized with sharp, encoded once per
// size and format and kept in an in-memory LRU bounded by bytes.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SWATCH_IMAGE_SIZE } from '../../../src/domain/colours';
import { THUMBNAIL_SIZES } from '../../../src/domain/images';
import { generateSourceImage, writeFileAtomically } from '../../seed/images';

/** SPEC 9 thumbnails (cart, product, gallery, structured data) plus the colour swatch size. */
export const ALLOWED_IMAGE_SIZES: readonly { width: number; height: number }[] = [
  ...Object.values(THUMBNAIL_SIZES),
  SWATCH_IMAGE_SIZE,
];

export function isAllowedImageSize(width: number, height: number): boolean {
  return ALLOWED_IMAGE_SIZES.some((size) => size.width === width && size.height === height);
}

export type ImageFormat = 'webp' | 'jpeg';

export interface ResizedImage {
  body: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
  etag: string;
}

export type MediaPath = { ok: true; relative: string; file: string } | { ok: false; reason: string };

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const IMAGE_EXTENSION = /\.(png|jpe?g|webp)$/i;

/** Resolves a requested image path inside `mediaDir`; never a path outside it. */
export function resolveMediaPath(mediaDir: string, requested: string): MediaPath {
  const relative = requested.replace(/^\/+/, '');
  const segments = relative.split('/');
  if (segments.includes('..') || relative.includes('..')) return { ok: false, reason: "must not contain '..'" };
  if (!relative || !segments.every((segment) => SEGMENT.test(segment))) {
    return { ok: false, reason: 'only letters, digits, -, _ and . separated by /' };
  }
  if (!IMAGE_EXTENSION.test(relative)) return { ok: false, reason: 'must end in .png, .jpg, .jpeg or .webp' };
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return { ok: false, reason: 'must stay inside the media folder' };
  return { ok: true, relative: `/${relative}`, file };
}

/** A map that forgets its least recently used entries once their total size passes `maxBytes`. */
export class ByteLru<V extends { body: Buffer }> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.length;
      this.entries.delete(key);
    }
    if (value.body.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}

export interface ImageRequest {
  /** A resolved media path (see resolveMediaPath). */
  media: { relative: string; file: string };
  width: number;
  height: number;
  format: ImageFormat;
}

export interface ImageService {
  /** The resized image, or null when there is no such source image. */
  resize(request: ImageRequest): Promise<ResizedImage | null>;
  /** Resized outputs held in memory. */
  readonly cache: { readonly size: number; readonly totalBytes: number };
}

export const DEFAULT_IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

export function createImageService(options: { mediaDir: string; cacheBytes?: number }): ImageService {
  const cache = new ByteLru<ResizedImage>(options.cacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES);
  // Concurrent requests for the same output share one encoding.
  const pending = new Map<string, Promise<ResizedImage | null>>();

  async function loadSource(media: ImageRequest['media']): Promise<Buffer | null> {
    try {
      return await readFile(media.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const generated = await generateSourceImage(media.relative);
    if (!generated) return null;
    // Kept on disk so the next start (and other instances sharing the folder) skip generating it.
    await writeFileAtomically(media.file, generated);
    return generated;
  }

  async function render({ media, width, height, format }: ImageRequest): Promise<ResizedImage | null> {
    const source = await loadSource(media);
    if (!source) return null;
    const pipeline = sharp(source).resize(width, height, { fit: 'cover' });
    const body =
      format === 'webp'
        ? await pipeline.webp({ quality: 80 }).toBuffer()
        : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, contentType: format === 'webp' ? 'image/webp' : 'image/jpeg' };
  }

  return {
    cache,
    async resize(request) {
      const key = `${request.width}x${request.height}:${request.format}:${request.media.relative}`;
      const hit = cache.get(key);
      if (hit) return hit;
      let job = pending.get(key);
      if (!job) {
        job = render(request).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      const result = await job;
      if (result) cache.set(key, result);
      return result;
    },
  };
}
