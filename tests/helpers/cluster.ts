// Issue 18: the shop on several instances for tests and the load bench: `scripts/cluster.mjs` (the real script) on
// a fresh PostgreSQL database it creates and drops, and its own Redis database (flushed), with HAProxy in front.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort } from './server';

const root = join(import.meta.dirname, '..', '..');

export interface RunningCluster {
  /** HAProxy's URL. */
  url: string;
  databaseUrl: string;
  /** Instance number (1…) → its current process id and port; updated when the script restarts one. */
  instances: Map<number, { pid: number; port: number }>;
  /** Everything the script printed so far. */
  output(): string;
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The Redis URL of the cluster's own database: CLUSTER_TEST_REDIS_DB, else TEST_REDIS_URL's database + 8 (so a
 * helper on db n never shares the cluster's keys).
 */
function clusterRedisUrl(base: string): string {
  const url = new URL(base);
  const db = Number(url.pathname.slice(1) || 0);
  url.pathname = `/${process.env.CLUSTER_TEST_REDIS_DB ?? (db + 8) % 16}`;
  return url.toString();
}

export async function startCluster(options: {
  databaseBaseUrl: string;
  redisBaseUrl: string;
  instances?: number;
  env?: Record<string, string>;
}): Promise<RunningCluster> {
  const name = `shop_cluster_${process.pid}_${Date.now()}`;
  await admin(options.databaseBaseUrl, `CREATE DATABASE "${name}"`);
  const dbUrl = new URL(options.databaseBaseUrl);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();
  const redisUrl = clusterRedisUrl(options.redisBaseUrl);
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const port = await freePort();
  const basePort = await freePort();
  const count = options.instances ?? 2;
  let output = '';
  const instances = new Map<number, { pid: number; port: number }>();
  const child: ChildProcess = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(port),
      CLUSTER_BASE_PORT: String(basePort),
      CLUSTER_INSTANCES: String(count),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const match of output.matchAll(/^instance (\d+) pid (\d+) port (\d+)$/gm)) {
      instances.set(Number(match[1]), { pid: Number(match[2]), port: Number(match[3]) });
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    for (const instance of instances.values()) {
      try {
        process.kill(instance.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await pool.end();
    await admin(options.databaseBaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 240_000;
  while (!output.includes('The cluster is open')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The cluster did not open:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    instances,
    output: () => output,
    query: async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[],
    stop,
  };
}
