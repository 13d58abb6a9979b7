// HTTP throughput with autocannon on loopback: a short warm-up (fills the output cache, lets the JIT settle), then a
// timed run. Latency percentiles come from every response's time (autocannon's own histogram has no p95).
import autocannon, { type Result } from 'autocannon';

/** What a browser sends with a page request: the server compresses, as it would for real visitors. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/json;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

export interface Throughput {
  label: string;
  url: string;
  durationS: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Mean bytes per response as received (compressed when the server compressed). */
  bytesPerResponse: number;
  /** The Accept-Encoding sent, or "none". */
  acceptEncoding: string;
  non2xx: number;
  errors: number;
  /** The X-Output-Cache header of a request made right after the run (hit, miss or absent). */
  outputCache: string;
}

function run(
  url: string,
  durationS: number,
  connections: number,
  headers: Record<string, string>,
  onLatency?: (ms: number) => void,
) {
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon({ url, duration: durationS, connections, headers, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onLatency) {
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => onLatency(ms));
    }
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export async function measureThroughput(
  label: string,
  url: string,
  options: { durationS?: number; connections?: number; warmupS?: number; headers?: Record<string, string> } = {},
): Promise<Throughput> {
  const durationS = options.durationS ?? 10;
  const connections = options.connections ?? 10;
  const headers = options.headers ?? BROWSER_HEADERS;
  await run(url, options.warmupS ?? 2, connections, headers);
  const latencies: number[] = [];
  const result = await run(url, durationS, connections, headers, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  return {
    label,
    url,
    durationS: result.duration,
    connections,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    acceptEncoding: headers['accept-encoding'] ?? 'none',
    non2xx: result.non2xx,
    errors: result.errors,
    outputCache: probe.headers.get('x-output-cache') ?? '—',
  };
}
