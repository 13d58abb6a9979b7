// Lighthouse with its default config: the mobile preset with simulated throttling. Each page runs several times in
// one Chromium (Lighthouse resets storage before each run, so every run is a cold first visit); the run with the
// median performance score gives the metrics, and accessibility is the lowest score of the runs. The JSON report of
// every run is written next to the bench results, and the audits that cost the most are kept for the summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROME_PATH } from '../helpers/browser';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Finding {
  category: 'performance' | 'accessibility' | 'seo' | 'best-practices';
  id: string;
  title: string;
  score: number | null;
  /** Display value, estimated savings or the failing elements. */
  detail: string;
  /** For ordering: estimated ms saved (performance) or elements affected (accessibility). */
  weight: number;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster; ~1000+ is a typical desktop). */
  benchmarkIndex: number;
  /** The LCP element and its phases, e.g. "img.hero — TTFB 20 ms, Load Delay 60 ms, …". */
  lcp: string;
  report: string;
  findings: Finding[];
}

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
  /** The run with the median performance score. */
  median: LighthouseRun;
  /** Lowest accessibility score of the runs. */
  accessibility: number;
  /** Lowest SEO and best-practices scores of the runs. */
  seo: number;
  bestPractices: number;
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function savingsMs(audit: Result['audits'][string]): number {
  const details = audit.details as { overallSavingsMs?: number } | undefined;
  const metric = audit.metricSavings ?? {};
  return Math.max(details?.overallSavingsMs ?? 0, metric.LCP ?? 0, metric.FCP ?? 0, metric.TBT ?? 0);
}

type Audit = Result['audits'][string];
type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null;
const itemsOf = (value: unknown): Item[] =>
  isItem(value) && Array.isArray(value.items) ? (value.items as unknown[]).filter(isItem) : [];

function failingNodes(audit: Audit): string[] {
  return itemsOf(audit.details)
    .map((item) => (isItem(item.node) ? String(item.node.selector ?? item.node.snippet ?? '') : ''))
    .filter(Boolean);
}

/** What an audit's details say beyond its display value: failed checklist entries, the URLs or sources it blames. */
function detailOf(audit: Audit): string {
  const parts: string[] = [];
  const shown = audit.displayValue ?? '';
  if (shown) parts.push(shown);
  const ms = savingsMs(audit);
  if (ms > 0 && !/\d\s*ms/.test(shown)) parts.push(`est. ${Math.round(ms)} ms`);
  const top = itemsOf(audit.details);
  // Insights wrap their tables and checklists in a list; look one level down too.
  const rows = [...top, ...top.flatMap((item) => (item.type === 'table' ? itemsOf(item) : []))];
  for (const row of rows) {
    if (row.type === 'checklist' && isItem(row.items)) {
      for (const check of Object.values(row.items)) {
        if (isItem(check) && check.value === false) parts.push(`✗ ${String(check.label)}`);
      }
    }
    // Some audits name a source that is no URL ('Unattributable').
    if (typeof row.url === 'string') parts.push(URL.canParse(row.url) ? new URL(row.url).pathname : row.url);
    if (isItem(row.source) && typeof row.reflowTime === 'number') {
      parts.push(`${String(row.source.value ?? row.source.url ?? '?')} ${Math.round(row.reflowTime)} ms`);
    }
    if (row.type === 'node' && typeof row.selector === 'string') parts.push(row.selector);
    if (row.type === 'list-section' && isItem(row.value) && isItem(row.value.longestChain)) {
      parts.push(`longest chain ${Math.round(Number(row.value.longestChain.duration))} ms`);
    }
  }
  return [...new Set(parts)].slice(0, 4).join('; ');
}

/** The largest contentful paint element of a run and how its time splits (TTFB, load delay, load, render delay). */
function lcpOf(lhr: Result): string {
  const tables = itemsOf(lhr.audits['largest-contentful-paint-element']?.details);
  const node = itemsOf(tables[0])[0]?.node;
  const selector = isItem(node) ? String(node.selector ?? '') : '?';
  const phases = itemsOf(tables[1])
    .map((phase) => `${String(phase.phase)} ${Math.round(Number(phase.timing))} ms`)
    .join(', ');
  return `${selector}${phases ? ` — ${phases}` : ''}`;
}

/** The audits that hold the scores down: performance opportunities and diagnostics, failing accessibility checks. */
export function findingsOf(lhr: Result): Finding[] {
  const findings: Finding[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === 'metrics' || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
    const detail = detailOf(audit);
    findings.push({
      category: 'performance',
      id: audit.id,
      title: audit.title,
      score: audit.score,
      detail,
      weight: savingsMs(audit),
    });
  }
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
    const nodes = failingNodes(audit);
    const detail = nodes.length ? `${nodes.length} element(s): ${nodes.slice(0, 3).join(' | ')}` : '';
    findings.push({
      category: 'accessibility',
      id: audit.id,
      title: audit.title,
      score: audit.score,
      detail,
      weight: 0,
    });
  }
  for (const category of ['seo', 'best-practices'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      findings.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        detail: detailOf(audit),
        weight: 0,
      });
    }
  }
  return findings.sort((a, b) => b.weight - a.weight);
}

/** Tries a run again this many times when Lighthouse reports a runtime error (e.g. NO_NAVSTART, a known flake of
 * trace recording on a loaded machine). Retries are reported, never hidden. */
const RETRIES = 2;

async function runOnce(url: string, port: number, onRetry: (message: string) => void): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (result && !error) return result.lhr;
    const message = `${error?.code}: ${error?.message}`;
    if (attempt >= RETRIES) throw new Error(`Lighthouse failed on ${url} ${attempt + 1} times; last: ${message}`);
    onRetry(message);
  }
}

export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  options: { runs: number; outDir: string },
): Promise<{ pages: LighthousePage[]; retries: string[] }> {
  const retries: string[] = [];
  mkdirSync(options.outDir, { recursive: true });
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      const runs: LighthouseRun[] = [];
      for (let index = 1; index <= options.runs; index++) {
        const lhr = await runOnce(new URL(path, baseUrl).toString(), chrome.port, (message) => {
          retries.push(`${path} run ${index}: ${message}`);
        });
        const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
        const report = join(options.outDir, `${name}-run${index}.json`);
        writeFileSync(report, JSON.stringify(lhr, null, 2));
        runs.push({
          performance: lhr.categories.performance?.score ?? 0,
          accessibility: lhr.categories.accessibility?.score ?? 0,
          seo: lhr.categories.seo?.score ?? 0,
          bestPractices: lhr.categories['best-practices']?.score ?? 0,
          lcpMs: numeric(lhr, 'largest-contentful-paint'),
          tbtMs: numeric(lhr, 'total-blocking-time'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          fcpMs: numeric(lhr, 'first-contentful-paint'),
          speedIndexMs: numeric(lhr, 'speed-index'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          lcp: lcpOf(lhr),
          report,
          findings: findingsOf(lhr),
        });
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
      const lowest = (key: 'accessibility' | 'seo' | 'bestPractices') => Math.min(...runs.map((run) => run[key]));
      pages.push({
        path,
        runs,
        median,
        accessibility: lowest('accessibility'),
        seo: lowest('seo'),
        bestPractices: lowest('bestPractices'),
      });
    }
    return { pages, retries };
  } finally {
    chrome.kill();
  }
}
