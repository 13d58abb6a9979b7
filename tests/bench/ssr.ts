// Uncached SSR on PostgreSQL (issue 18: "Uncached SSR of a product page and a category page ≥ 300 req/s on
// PostgreSQL with 10 connections on a quiet machine, and the per-request server CPU printed, so a regression shows as
// CPU, not only as time"). Starts the production server (tests/helpers/server.ts) with OUTPUT_CACHE=false on
// BENCH_DATABASE_URL or TEST_DATABASE_URL, loads each page with autocannon (throughput.ts) and reads the server
// process's own CPU time from /proc/<pid>/stat before and after the timed run: CPU ms per request is that delta over
// the requests answered (user + system, all of the process's threads). The category page's search reply is measured
// too: the JSON a listing asks for (includeFields, SPEC 7) against the full product list.
//
// Alone: `BENCH_DATABASE_URL=postgres://… node --import tsx tests/bench/ssr.ts` (or TEST_DATABASE_URL).
// BENCH_SSR_PAGES=product or category loads only that page. BENCH_PROFILE=dir writes a V8 CPU profile of each timed
// load (tests/bench/profile-hook.mjs, warm-up and start-up left out) to dir/ssr-<page>.cpuprofile and prints its
// summary (tests/bench/profile-summary.ts); the profiler's own cost makes CPU/request of such a run higher.
import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { loadavg } from 'node:os';
import { buildSearchRequest, DEFAULT_SORT, NO_FILTERS } from '../../src/domain/filters';
import { startServer } from '../helpers/server';
import { formatSummary, summarize } from './profile-summary';
import { fixed, kb, ms, pass, table } from './report';
import { BROWSER_HEADERS } from './throughput';

/** Issue 18: uncached SSR of a product page and a category page, requests per second (10 connections, PostgreSQL). */
export const UNCACHED_SSR_BUDGET_RPS = 300;

export interface SsrRun {
  label: string;
  /** The V8 CPU profile of the timed load (BENCH_PROFILE). */
  profile?: string;
  path: string;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Mean bytes per response as received (the browser's Accept-Encoding sent). */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  /** Server CPU (user + system) per request in ms over the timed run. */
  cpuMsPerRequest: number;
  /** Server CPU use over the timed run as a share of one core (1 = one core busy all the time). */
  cores: number;
}

export interface ListingSize {
  path: string;
  /** The category page's own search (LISTING_FIELDS), raw JSON bytes and wire bytes with the browser's encodings. */
  listingRaw: number;
  listingWire: number;
  /** The same search without includeFields: every field of every product and child. */
  fullRaw: number;
}

export interface SsrBench {
  database: string;
  loadBefore: number;
  loadAfter: number;
  runs: SsrRun[];
  listing: ListingSize;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process in ms (Linux /proc; fields 14 and 15 after the command name). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function load(url: string, durationS: number, connections: number, onLatency?: (ms: number) => void) {
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url, duration: durationS, connections, headers: BROWSER_HEADERS, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) {
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => onLatency(ms));
    }
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

async function listingSize(baseUrl: string, categoryId: number, path: string): Promise<ListingSize> {
  const listing = buildSearchRequest({ categoryId }, { filters: NO_FILTERS, sort: DEFAULT_SORT });
  const { includeFields: _fields, ...full } = listing;
  const url = (request: object) =>
    `${baseUrl}/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`;
  const raw = async (request: object) => (await (await fetch(url(request))).arrayBuffer()).byteLength;
  // fetch decodes; the wire size is the Content-Length of a compressed reply, or the raw size when not compressed.
  const wire = await fetch(url(listing), { headers: { 'accept-encoding': BROWSER_HEADERS['accept-encoding'] } });
  const listingRaw = (await wire.clone().arrayBuffer()).byteLength;
  const length = Number(wire.headers.get('content-length') ?? Number.NaN);
  return {
    path,
    listingRaw,
    listingWire: Number.isFinite(length) ? length : listingRaw,
    fullRaw: await raw(full),
  };
}

/** Waits until the server printed `text` (the profile hook's lines). */
async function outputShows(server: { output(): string }, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`the server did not print "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function benchUncachedSsr(options: {
  databaseUrl: string;
  durationS?: number;
  connections?: number;
  /** Only these pages (default both). */
  pages?: readonly ('product' | 'category')[];
  /** A folder for a CPU profile of each timed load. */
  profileDir?: string;
}): Promise<SsrBench> {
  const loadBefore = loadavg()[0] ?? 0;
  const profileDir = options.profileDir;
  const profiling: Record<string, string> = profileDir
    ? {
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(join(import.meta.dirname, 'profile-hook.mjs')).href}`,
        BENCH_PROFILE_DIR: profileDir,
      }
    : {};
  const server = await startServer({
    env: {
      DATABASE_URL: options.databaseUrl,
      OUTPUT_CACHE: 'false',
      // BENCH_LOG_LEVEL=info measures with the request log a production server writes (the default here is warn).
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
      ...profiling,
    },
  });
  try {
    const base = server.url;
    // A category with products and one of its products, from the catalogue itself (the seed's names may change).
    const categories = await (
      await fetch(`${base}/api/catalog/ee/category/_search?request=${encodeURIComponent('{"size":50}')}`)
    ).json();
    const category = (categories.result.items as { id: number; slug: string; product_count: number }[])
      .filter((item) => item.product_count > 0)
      .sort((a, b) => b.product_count - a.product_count)[0];
    if (!category) throw new Error('the catalogue has no category with products');
    const products = await (
      await fetch(
        `${base}/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify({ size: 1, includeFields: ['sku', 'slug'] }))}`,
      )
    ).json();
    const product = products.result.items[0] as { sku: string; slug: string };
    const pages = [
      { kind: 'product', label: 'SSR product page, uncached', path: `/ee/p/${product.sku}/${product.slug}` },
      { kind: 'category', label: 'SSR category page, uncached', path: `/ee/c/${category.slug}` },
    ].filter((page) => !options.pages || options.pages.includes(page.kind as 'product' | 'category'));
    const runs: SsrRun[] = [];
    let profiles = 0;
    for (const page of pages) {
      const url = `${base}${page.path}`;
      const connections = options.connections ?? 10;
      const durationS = options.durationS ?? 10;
      await load(url, 2, connections);
      const latencies: number[] = [];
      if (profileDir) {
        process.kill(server.pid, 'SIGUSR2');
        await outputShows(server, 'PROFILE started');
      }
      const cpuStart = processCpuMs(server.pid);
      const wallStart = performance.now();
      const result = await load(url, durationS, connections, (latency) => latencies.push(latency));
      const cpu = processCpuMs(server.pid) - cpuStart;
      const wall = performance.now() - wallStart;
      let profile: string | undefined;
      if (profileDir) {
        profiles++;
        process.kill(server.pid, 'SIGUSR2');
        const written = join(profileDir, `ssr-${profiles}.cpuprofile`);
        await outputShows(server, `PROFILE written ${written}`);
        profile = join(profileDir, `ssr-${page.kind}.cpuprofile`);
        renameSync(written, profile);
      }
      latencies.sort((a, b) => a - b);
      const requests = result.requests.total;
      runs.push({
        ...(profile ? { profile } : {}),
        label: page.label,
        path: page.path,
        connections,
        durationS: result.duration,
        requests,
        requestsPerSecond: requests / result.duration,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        bytesPerResponse: requests ? result.throughput.total / requests : 0,
        non2xx: result.non2xx,
        errors: result.errors,
        cpuMsPerRequest: cpu / Math.max(1, requests),
        cores: cpu / wall,
      });
    }
    const listing = await listingSize(base, category.id, `/ee/c/${category.slug}`);
    return { database: 'PostgreSQL', loadBefore, loadAfter: loadavg()[0] ?? 0, runs, listing };
  } finally {
    await server.stop();
  }
}

export function ssrChecks(bench: SsrBench) {
  return bench.runs.map((run) => ({
    name: `${run.label} (${bench.database}, ${run.connections} conn.)`,
    actual: `${fixed(run.requestsPerSecond)} req/s`,
    budget: `≥ ${UNCACHED_SSR_BUDGET_RPS} req/s`,
    ok: run.requestsPerSecond >= UNCACHED_SSR_BUDGET_RPS && run.non2xx === 0 && run.errors === 0,
  }));
}

export function ssrSummary(bench: SsrBench): string {
  const rows = bench.runs.map((run) => [
    run.label,
    fixed(run.requestsPerSecond),
    ms(run.p50Ms),
    ms(run.p95Ms),
    `${fixed(run.cpuMsPerRequest, 2)} ms`,
    fixed(run.cores, 2),
    kb(run.bytesPerResponse),
    `${run.non2xx}/${run.errors}`,
  ]);
  const { listing } = bench;
  return [
    table(
      `Uncached SSR on ${bench.database} (OUTPUT_CACHE=false, autocannon, ${bench.runs[0]?.connections ?? 10} connections; server CPU from /proc; load ${fixed(bench.loadBefore, 2)} → ${fixed(bench.loadAfter, 2)})`,
      ['target', 'req/s', 'p50', 'p95', 'CPU/request', 'cores', 'bytes/resp', 'non2xx/err'],
      rows,
    ),
    table(
      'Category page search reply (GET product/_search as the page asks for it)',
      ['page', 'listing raw', 'listing wire', 'all fields raw'],
      [[listing.path, kb(listing.listingRaw), kb(listing.listingWire), kb(listing.fullRaw)]],
    ),
  ].join('\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL database.\n');
    process.exit(1);
  }
  const only = process.env.BENCH_SSR_PAGES;
  const bench = await benchUncachedSsr({
    databaseUrl,
    durationS: Number(process.env.BENCH_LOAD_SECONDS ?? 10),
    ...(only ? { pages: only.split(',') as ('product' | 'category')[] } : {}),
    ...(process.env.BENCH_PROFILE ? { profileDir: process.env.BENCH_PROFILE } : {}),
  });
  for (const run of bench.runs) {
    if (!run.profile) continue;
    const summary = formatSummary(summarize(JSON.parse(readFileSync(run.profile, 'utf8'))), 20);
    process.stdout.write(`\nCPU profile of ${run.label} (${run.profile})\n${summary}\n`);
  }
  process.stdout.write(`${ssrSummary(bench)}\n`);
  for (const check of ssrChecks(bench)) {
    process.stdout.write(`${pass(check.ok)}  ${check.name}: ${check.actual} (budget ${check.budget})\n`);
  }
}
