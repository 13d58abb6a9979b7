// Builds dist/client/sw.js (ARCHITECTURE §5): bundles sw/sw.ts into one classic script with Vite, then injects the
// precache manifest of the client build with workbox-build. Run after the client build: npm run build:sw.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = resolve(root, 'dist/client');
const swDest = join(clientDir, 'sw.js');
const MAX_PRECACHE_BYTES = 2 * 1024 * 1024;
const ASSET_PATTERN = 'assets/**/*.{js,css,woff2,svg,png,webmanifest}';
/** The web manifest and icons copied from a public dir to the site root, when the app has any. */
const ROOT_SHELL_PATTERN = '*.{webmanifest,svg,png,ico}';
const ROOT_SHELL_FILE = /\.(webmanifest|svg|png|ico)$/;

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

async function bundleWorker(outDir: string): Promise<string> {
  await build({
    configFile: false, // not the app's config: no React, Lingui or public dir in the worker
    root,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      target: 'es2022',
      reportCompressedSize: false,
      // One IIFE: a classic script (workbox-window registers it as such) with no imports and no leaked globals.
      lib: { entry: resolve(root, 'sw/sw.ts'), formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
    },
  });
  return join(outDir, 'sw.js');
}

async function main(): Promise<void> {
  if (!existsSync(clientDir)) {
    throw new Error(`${clientDir} does not exist: run the client build first (npm run build:client).`);
  }
  const tempDir = await mkdtemp(join(tmpdir(), 'sw-build-'));
  try {
    const swSrc = await bundleWorker(tempDir);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest,
      globDirectory: clientDir,
      // The root pattern only when it matches something: workbox-build warns about patterns that match nothing.
      globPatterns: readdirSync(clientDir).some((name) => ROOT_SHELL_FILE.test(name))
        ? [ASSET_PATTERN, ROOT_SHELL_PATTERN]
        : [ASSET_PATTERN],
      globIgnores: ['sw.js', '.vite/**', '**/*.map'],
      maximumFileSizeToCacheInBytes: MAX_PRECACHE_BYTES,
      // Vite names built assets with a content hash: no revision needed for them.
      dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8,}\.\w+$/,
    });
    for (const warning of warnings) console.warn(`sw: ${warning}`);
    const worker = await readFile(swDest);
    console.log(`sw: precached ${count} files, ${kilobytes(size)}; wrote ${swDest} (${kilobytes(worker.byteLength)})`);
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`sw: build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
