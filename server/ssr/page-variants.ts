// Issue 18: a page kept in the output cache is compressed once, when it is stored (brotli and gzip variants beside
// the plain body), and a hit answers with the variant the client accepts: no compression per request, a strong ETag
// per coding, 304 when the browser already holds it. Only anonymous cacheable SSR pages and the cached sitemaps come
// here (server/ssr/routes.ts, server/ssr/seo.ts); API responses, personal pages and failed pages never do.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type PageEncoding = 'br' | 'gzip' | 'identity';
export const PAGE_ENCODINGS: readonly PageEncoding[] = ['br', 'gzip', 'identity'];

/** Brotli quality 5: about gzip 6's time with a smaller body; paid once per stored page, not per request. */
export const BROTLI_QUALITY = 5;

/** A page as the output cache keeps it: every coding of one body, with what its response needs. */
export interface StoredPage {
  status: number;
  /** The body's media type (Content-Type). */
  type: string;
  /** sha256 of the plain body (base64url): the ETag's stem, the same for every coding. */
  hash: string;
  /** CSP hashes ('sha256-…') of the page's inline scripts: a cached page carries no per-request nonce. */
  scriptHashes: string[];
  bodies: Record<PageEncoding, Buffer>;
}

/** One coding of a stored page: what a cache hit reads (Redis fetches only this body). */
export interface PageVariant {
  status: number;
  type: string;
  hash: string;
  scriptHashes: string[];
  encoding: PageEncoding;
  body: Buffer;
}

export function storedPage(
  body: string,
  options: { status: number; type: string; scriptHashes?: string[] },
): StoredPage {
  const identity = Buffer.from(body, 'utf8');
  return {
    status: options.status,
    type: options.type,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    scriptHashes: options.scriptHashes ?? [],
    bodies: {
      identity,
      br: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip: gzipSync(identity, { level: 6 }),
    },
  };
}

/**
 * Brotli quality and gzip level of a page rendered for one response (issue 18), chosen by measurement on the demo
 * catalogue's product page (87 KB) and largest category page (113 KB), CPU ms per compression (node:zlib, one core)
 * and bytes:
 *
 * | coding     | product          | category         |
 * | ---------- | ---------------- | ---------------- |
 * | br q2      | 0.51 ms, 24.3 KB | 0.54 ms, 26.6 KB |
 * | br q3      | 0.59 ms, 23.8 KB | 0.62 ms, 26.0 KB |
 * | br q4      | 0.97 ms, 22.7 KB | 0.98 ms, 24.9 KB |
 * | br q5      | 1.40 ms, 21.4 KB | 1.49 ms, 23.5 KB |
 * | gzip 4     | 0.75 ms, 23.5 KB | 0.78 ms, 25.9 KB |
 * | gzip 6     | 1.14 ms, 22.5 KB | 1.27 ms, 24.7 KB |
 *
 * Brotli 4 → 3 saves ~0.37 ms a page (a tenth of the page's whole server CPU) for 4–5 % more bytes; quality 2 saves
 * little more and loses more. Gzip (clients without brotli) 6 → 4 likewise. A stored page keeps BROTLI_QUALITY and
 * gzip 6: it is compressed once; qualities 7–8 were ~1 % smaller for twice the time, 9 and over cost 16–100 ms of
 * the event loop on a miss.
 */
export const UNCACHED_BROTLI_QUALITY = 3;
export const UNCACHED_GZIP_LEVEL = 4;

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/**
 * A page rendered for one response (not kept), in the coding the client accepts, compressed in one call on the
 * thread pool. Issue 18: through @fastify/compress every uncached page went through a zlib stream (a brotli encoder
 * sized for any length, 16 KB chunks, a thread-pool round trip and a socket write per chunk); then one synchronous
 * call sized for the page (the least CPU, but 17–19 % of the main thread's time, which bounds the pages a process
 * serves); now the same single call off the main thread: an output buffer the size of the page, one round trip.
 */
export async function encodePage(html: Buffer | string, encoding: PageEncoding): Promise<Buffer> {
  const plain = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const chunkSize = Math.max(16 * 1024, plain.length);
  if (encoding === 'br') {
    return brotliOnce(plain, {
      chunkSize,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: UNCACHED_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
  }
  return encoding === 'gzip' ? gzipOnce(plain, { chunkSize, level: UNCACHED_GZIP_LEVEL }) : plain;
}

export function variantOf(page: StoredPage, encoding: PageEncoding): PageVariant {
  const { bodies, ...meta } = page;
  return { ...meta, encoding, body: bodies[encoding] };
}

/**
 * The coding to answer with for an Accept-Encoding header: br, else gzip, else identity. A coding with q=0 is
 * refused; `*` accepts the codings not named.
 */
export function chooseEncoding(header: string | string[] | undefined): PageEncoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepted = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip') || (weights.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** A strong ETag per coding: the same page in br and gzip are different bytes (RFC 9110 §8.8.3). */
export function etagOf(hash: string, encoding: PageEncoding): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored.
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends one coding of a stored page: Vary, its ETag, Content-Encoding (the compress plugin leaves an encoded reply
 * alone), or 304 with no body when If-None-Match names this coding's ETag. Other headers (Cache-Control, CSP) are
 * the caller's.
 */
export function sendVariant(request: FastifyRequest, reply: FastifyReply, variant: PageVariant) {
  const etag = etagOf(variant.hash, variant.encoding);
  reply.header('Vary', 'Accept-Encoding').header('ETag', etag);
  if (variant.status === 200 && matches(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  reply.code(variant.status).type(variant.type);
  if (variant.encoding !== 'identity') reply.header('Content-Encoding', variant.encoding);
  return reply.send(variant.body);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-…') of the inline scripts a browser runs (no src, a JavaScript type). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page without its nonce attributes (the one it was rendered with). Nothing else can match: React and
 * renderDocument escape every quote of the page's text, and the nonce is 16 random bytes.
 */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, '');
}
