#!/usr/bin/env node
// `npm run start:cluster` (issue 18): the shop on several instances behind HAProxy, the way it outgrows one process.
// Builds when needed, starts CLUSTER_INSTANCES (default 2) shop processes on one DATABASE_URL and REDIS_URL (both
// required: an embedded PGlite or per-process memory cannot be shared), writes an HAProxy configuration (round
// robin, health check GET /health) and starts haproxy on PORT (default 8080). An instance that dies is started
// again after a second; Ctrl+C (or SIGTERM) stops everything. docs/operations.md explains the settings.
//
// Lines it prints that tools read (tests/e2e/cluster.test.ts, tests/bench/cluster-load.ts):
//   "instance <n> pid <pid> port <port>"   each time an instance process is started
//   "The cluster is open on <url> (<n> instances)"   once every instance answered its health check
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;

function fail(message) {
  process.stderr.write(`\n✖ ${message}\n\n`);
  process.exit(1);
}

const count = Number(env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(count) || count < 1 || count > 64) fail('CLUSTER_INSTANCES must be a whole number from 1 to 64.');
if (!env.DATABASE_URL) fail('DATABASE_URL is required: every instance must share one PostgreSQL.');
if (!env.REDIS_URL) fail('REDIS_URL is required: instances share the page cache, rate limits and invalidation.');
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
const basePort = Number(env.CLUSTER_BASE_PORT ?? port + 1);
const haproxyBin = env.HAPROXY ?? '/usr/sbin/haproxy';
if (!existsSync(haproxyBin))
  fail(`HAProxy is not installed at ${haproxyBin} (apt-get install haproxy, or set HAPROXY).`);
const dataDir = resolve(root, env.DATA_DIR ?? 'data');
const clusterDir = join(dataDir, 'cluster');
mkdirSync(clusterDir, { recursive: true });

// 1. Build when there is none or a source is newer (the rule scripts/start.mjs follows).
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}
const needed = ['dist/client/sw.js', 'dist/client/.vite/manifest.json', 'dist/server/entry-server.js'];
const stamp = join(root, 'dist', '.build-stamp');
const sources = ['src', 'machines', 'locales', 'sw', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];
const stale =
  existsSync(stamp) && statSync(stamp).mtimeMs < Math.max(...sources.map((p) => newestMtime(join(root, p))));
if (!needed.every((path) => existsSync(join(root, path))) || stale) {
  process.stdout.write('▶ Building the shop\n');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail(`npm run build failed (exit ${build.status}).`);
  writeFileSync(stamp, new Date().toISOString());
}

// 2. The instances. They listen on loopback only: visitors reach them through HAProxy, whose address (one hop) is
// trusted for X-Forwarded-For so rate limits count the real client (server/config.ts TRUST_PROXY).
let stopping = false;
const instances = [];
function startInstance(index) {
  const instancePort = basePort + index;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(instancePort),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[shop ${index + 1}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  process.stdout.write(`instance ${index + 1} pid ${child.pid} port ${instancePort}\n`);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    process.stdout.write(`instance ${index + 1} exited (${signal ?? `code ${code}`}); starting it again\n`);
    setTimeout(() => {
      if (!stopping) instances[index] = startInstance(index);
    }, 1000);
  });
  return child;
}
for (let index = 0; index < count; index++) instances.push(startInstance(index));

// 3. HAProxy: round robin over the healthy instances. A request whose connection failed is sent to another
// instance (retries + redispatch; only a connection that never reached the shop is retried, so an order is never
// sent twice by the balancer itself: the shop's order_id makes the client's own retries safe).
const servers = Array.from(
  { length: count },
  (_, index) => `  server shop${index + 1} 127.0.0.1:${basePort + index} check inter 1s fall 2 rise 1`,
);
const config = `# Written by scripts/cluster.mjs; started with haproxy -f this file.
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 3
  option redispatch
  option forwardfor

frontend shop
  bind ${host}:${port}
  default_backend shops

backend shops
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
${servers.join('\n')}
`;
const configPath = join(clusterDir, 'haproxy.cfg');
writeFileSync(configPath, config);
spawnSync(haproxyBin, ['-c', '-q', '-f', configPath], { stdio: 'inherit' }).status === 0 ||
  fail(`HAProxy refused ${configPath}.`);
const haproxy = spawn(haproxyBin, ['-db', '-f', configPath], { stdio: ['ignore', 'inherit', 'inherit'] });
haproxy.on('exit', (code) => {
  if (stopping) return;
  stop();
  fail(`haproxy stopped (exit ${code}); is port ${port} free?`);
});

function stop() {
  stopping = true;
  haproxy.kill('SIGTERM');
  for (const child of instances) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    setTimeout(() => process.exit(0), 2000).unref();
    Promise.all(instances.map((child) => new Promise((done) => child.once('exit', done)))).then(() => process.exit(0));
  });
}

// 4. Open once every instance is healthy (instances migrate and seed one after another: server/main.ts).
const deadline = Date.now() + Number(env.CLUSTER_START_TIMEOUT_MS ?? 180_000);
async function healthy(instancePort) {
  try {
    const response = await fetch(`http://127.0.0.1:${instancePort}/health`);
    return response.ok;
  } catch {
    return false;
  }
}
while (true) {
  const states = await Promise.all(instances.map((_, index) => healthy(basePort + index)));
  if (states.every(Boolean)) break;
  if (Date.now() > deadline) {
    stop();
    fail('The instances did not become healthy in time (see their output above).');
  }
  await new Promise((done) => setTimeout(done, 500));
}
const shown = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
process.stdout.write(`\nThe cluster is open on http://${shown}:${port}/ (${count} instances, HAProxy ${configPath})\n`);
