// What the first view's JavaScript holds (issue 18: "measure what the framework chunk holds (a bundle report committed
// as an artefact of the bench)"). Builds the client with the project's own vite.config.ts into a scratch folder, with
// one extra plugin that reads every chunk's modules and their rendered code from the bundle (rolldown's
// RenderedModule), and follows the manifest from the entry through its static imports plus each first-view page's
// chunk (home, category, product, search: src/app/routing/page-registry.tsx). Each module's share of its chunk's
// gzip size is its own gzip size (level 9, alone) scaled so a chunk's modules add up to the chunk's gzip size: a
// module's share, not an exact byte count (gzip works across module boundaries).
//
// `node --import tsx tests/bench/bundle-report.ts` writes docs/bundle-report.md (committed: the artefact to compare
// before and after a change) and test-results/bundle-report.json; `npm run bench` runs it too.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { kb, table } from './report';

const root = join(import.meta.dirname, '..', '..');

/** The page chunks of the budgeted pages (page-registry.tsx names each chunk's source module). */
export const FIRST_VIEW_PAGE_MODULES = {
  home: null,
  category: 'src/pages/category/category-page.tsx',
  product: 'src/pages/product/product-page.tsx',
  search: 'src/pages/search/search-page.tsx',
} as const;
export type FirstViewPage = keyof typeof FIRST_VIEW_PAGE_MODULES;

export interface ModuleShare {
  /** The module's path, node_modules/<package>/… or the project-relative source path. */
  id: string;
  /** The package (node_modules) or the project folder it comes from. */
  group: string;
  raw: number;
  gzip: number;
}

export interface ChunkReport {
  file: string;
  raw: number;
  gzip: number;
  modules: ModuleShare[];
}

export interface BundleReport {
  date: string;
  chunks: Record<string, ChunkReport>;
  /** Per budgeted page: the chunk files its first view loads (entry closure + page chunk closure) and the totals. */
  pages: Record<FirstViewPage, { files: string[]; raw: number; gzip: number }>;
}

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Rollup marks virtual modules with a NUL byte (`\0vite/preload-helper`): not text a report may hold. */
const printable = (id: string) => id.replaceAll('\0', '');

function groupOf(id: string): string {
  const path = printable(id).replace(/\\/g, '/');
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '?');
  }
  const relative = path.startsWith(root) ? path.slice(root.length + 1) : path;
  const parts = relative.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? relative);
}

function shortId(id: string): string {
  const path = printable(id).replace(/\\/g, '/').replace(/\?.*$/, '');
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) return path.slice(nm + 1);
  return path.startsWith(root) ? path.slice(root.length + 1) : path;
}

const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

/** A plugin that records every chunk's modules as the bundle is written. */
function collector(into: Record<string, ChunkReport>): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const raw = Buffer.byteLength(output.code);
        const gzip = gzipBytes(output.code);
        const modules = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => ({
            id: shortId(id),
            group: groupOf(id),
            raw: module.renderedLength,
            alone: module.code ? gzipBytes(module.code) : 0,
          }));
        const aloneTotal = modules.reduce((sum, module) => sum + module.alone, 0) || 1;
        into[output.fileName] = {
          file: output.fileName,
          raw,
          gzip,
          modules: modules
            .map(({ alone, ...module }) => ({ ...module, gzip: Math.round((alone / aloneTotal) * gzip) }))
            .sort((a, b) => b.gzip - a.gzip),
        };
      }
    },
  };
}

function closure(manifest: Record<string, ManifestEntry>, key: string, into: Set<string>): void {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) closure(manifest, imported, into);
}

export async function bundleReport(): Promise<BundleReport> {
  const outDir = mkdtempSync(join(tmpdir(), 'shop-bundle-report-'));
  const chunks: Record<string, ChunkReport> = {};
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [collector(chunks)],
      build: { outDir, emptyOutDir: true, ssrManifest: false, reportCompressedSize: false },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestEntry
    >;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('the manifest names no entry');
    const pages = {} as BundleReport['pages'];
    for (const [page, module] of Object.entries(FIRST_VIEW_PAGE_MODULES) as [FirstViewPage, string | null][]) {
      const files = new Set<string>();
      closure(manifest, entryKey, files);
      if (module) closure(manifest, module, files);
      const list = [...files].filter((file) => file.endsWith('.js'));
      pages[page] = {
        files: list.sort((a, b) => (chunks[b]?.gzip ?? 0) - (chunks[a]?.gzip ?? 0)),
        raw: list.reduce((sum, file) => sum + (chunks[file]?.raw ?? 0), 0),
        gzip: list.reduce((sum, file) => sum + (chunks[file]?.gzip ?? 0), 0),
      };
    }
    return { date: new Date().toISOString(), chunks, pages };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Markdown: per page the chunks and totals, then per first-view chunk its packages and its largest modules. */
export function bundleMarkdown(report: BundleReport, topModules = 12): string {
  const lines: string[] = [
    '# First-view JavaScript: what each chunk holds',
    '',
    'Generated by `node --import tsx tests/bench/bundle-report.ts` (also run by `npm run bench`); do not edit by hand.',
    'Sizes in KB of 1000 bytes; gzip at level 9 per chunk, a module\u2019s gzip is its share of its chunk (its own',
    'gzip size, scaled so the modules add up to the chunk). The browser measures the same chunks in',
    '`tests/bench/first-view-js.ts`, which also counts a chunk the page imports after load.',
    '',
    '| page | chunks | raw | gzip |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const [page, { files, raw, gzip }] of Object.entries(report.pages)) {
    lines.push(`| ${page} | ${files.length} | ${kb(raw)} | ${kb(gzip)} |`);
  }
  const seen = new Set(Object.values(report.pages).flatMap((page) => page.files));
  const firstView = [...seen]
    .map((file) => report.chunks[file])
    .filter((chunk): chunk is ChunkReport => Boolean(chunk))
    .sort((a, b) => b.gzip - a.gzip);
  for (const chunk of firstView) {
    const pages = Object.entries(report.pages)
      .filter(([, page]) => page.files.includes(chunk.file))
      .map(([name]) => name);
    lines.push('', `## ${chunk.file} — ${kb(chunk.raw)} raw, ${kb(chunk.gzip)} gzip (${pages.join(', ')})`, '');
    const groups = new Map<string, { raw: number; gzip: number; count: number }>();
    for (const module of chunk.modules) {
      const group = groups.get(module.group) ?? { raw: 0, gzip: 0, count: 0 };
      group.raw += module.raw;
      group.gzip += module.gzip;
      group.count += 1;
      groups.set(module.group, group);
    }
    lines.push('| package / folder | modules | raw | gzip share |', '| --- | ---: | ---: | ---: |');
    for (const [name, group] of [...groups].sort((a, b) => b[1].gzip - a[1].gzip)) {
      lines.push(`| ${name} | ${group.count} | ${kb(group.raw)} | ${kb(group.gzip)} |`);
    }
    if (chunk.modules.length > 1) {
      lines.push('', '| largest modules | raw | gzip share |', '| --- | ---: | ---: |');
      for (const module of chunk.modules.slice(0, topModules)) {
        lines.push(`| ${module.id} | ${kb(module.raw)} | ${kb(module.gzip)} |`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The short table the bench prints. */
export function bundleSummary(report: BundleReport): string {
  return table(
    'Bundle report (first-view chunks per page, from the build; details in docs/bundle-report.md)',
    ['page', 'chunks', 'raw', 'gzip'],
    Object.entries(report.pages).map(([page, { files, raw, gzip }]) => [page, String(files.length), kb(raw), kb(gzip)]),
  );
}

export function writeBundleReport(report: BundleReport): void {
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, 'test-results', 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(root, 'docs', 'bundle-report.md'), bundleMarkdown(report));
  // Formatted as `npm run check` wants it (biome formats Markdown tables), so a bench run can be committed as it is.
  spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', 'docs/bundle-report.md'], { cwd: root });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const report = await bundleReport();
  writeBundleReport(report);
  process.stdout.write(`${bundleSummary(report)}\n\nwritten: docs/bundle-report.md, test-results/bundle-report.json\n`);
}
