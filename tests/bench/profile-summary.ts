// Reads a V8 CPU profile (.cpuprofile: BENCH_PROFILE of tests/bench/ssr.ts or orders.ts) and prints where the time
// went: self time by area (a package, the SSR bundle, the server's own modules, Node, GC) and the top frames by self
// and by inclusive time (a frame counted once per sample however often it recurs in the stack), as shares of the
// busy samples (idle left out).
//
// `node --import tsx tests/bench/profile-summary.ts file.cpuprofile [top=25]`
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  areas: [string, number][];
  self: [string, number][];
  inclusive: [string, number][];
}

/** Where a frame's code lives: an npm package, the SSR bundle, the server's modules, Node itself, or V8. */
export function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/dist/server/')) return 'app (SSR bundle)';
  const own = /\/(server|src|machines)\/(?:modules\/)?([^/]+)/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return url;
}

const frameKey = (frame: CallFrame) => {
  const file = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(dist|server|src|machines)\//, '$1/');
  return `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
};

export function summarize(profile: Profile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const areas = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, index) => {
    // The delta before the next sample is this sample's time.
    const us = profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    if (node.callFrame.functionName === '(idle)') {
      idle += us;
      return;
    }
    busy += us;
    add(self, frameKey(node.callFrame), us);
    add(areas, areaOf(node.callFrame), us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || frame.functionName === '(root)') continue;
      const key = frameKey(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, us);
    }
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    areas: sorted(areas),
    self: sorted(self),
    inclusive: sorted(inclusive),
  };
}

export function formatSummary(summary: ProfileSummary, top = 25): string {
  const share = (us: number) => `${((us / 1000 / summary.busyMs) * 100).toFixed(1).padStart(5)} %`;
  const list = (title: string, rows: [string, number][]) =>
    [`\n${title}`, ...rows.slice(0, top).map(([key, us]) => `${share(us)}  ${key}`)].join('\n');
  return [
    `busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`,
    list('Self time by area', summary.areas),
    list('Self time by frame', summary.self),
    list('Inclusive time by frame', summary.inclusive),
  ].join('\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: node --import tsx tests/bench/profile-summary.ts file.cpuprofile [top]\n');
    process.exit(1);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  process.stdout.write(`${formatSummary(summarize(profile), Number(top ?? 25))}\n`);
}
