// First-view JavaScript: every script a cold first load of a page fetches, in a fresh Chromium context (empty cache,
// service workers blocked so the worker neither fetches nor serves anything), up to network idle so chunks imported
// after load count too. Sizes: raw (decoded) bytes, wire bytes with their encoding, and gzip bytes, which are the wire
// bytes when the server sent gzip and otherwise the decoded body gzipped with node:zlib at level 9.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
  wire: number;
  encoding: string;
}

export interface FirstViewJs {
  path: string;
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
  wire: number;
  /** The HTML document itself, for context (not part of the budget): raw and wire bytes. */
  document: { raw: number; wire: number; encoding: string };
}

async function sizeOf(response: Response): Promise<ScriptSize> {
  const body = await response.body();
  const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
  const sizes = await response.request().sizes();
  const wire = sizes.responseBodySize;
  const gzip = encoding === 'gzip' && wire > 0 ? wire : gzipSync(body, { level: 9 }).length;
  return { url: new URL(response.url()).pathname, raw: body.length, gzip, wire, encoding };
}

export async function measureFirstViewJs(browser: Browser, baseUrl: string, path: string): Promise<FirstViewJs> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptSize>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') pending.push(sizeOf(response));
    });
    const response = await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
    const document = await sizeOf(response);
    const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
    const sum = (key: 'raw' | 'gzip' | 'wire') => scripts.reduce((total, script) => total + script[key], 0);
    return {
      path,
      scripts,
      raw: sum('raw'),
      gzip: sum('gzip'),
      wire: sum('wire'),
      document: { raw: document.raw, wire: document.wire, encoding: document.encoding },
    };
  } finally {
    await context.close();
  }
}
