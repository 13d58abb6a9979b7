// Cold and warm start: the time from spawning the server to the first 200 on a page. Cold is an empty data folder
// (migrations, seeding and image generation included); warm is the same folder again, now seeded.
import { freePort, type RunningServer, startServer } from '../helpers/server';

export interface StartTiming {
  /** From spawn to the server's "The shop is open" line (as `startServer` sees it, polled every 100 ms). */
  readyMs: number;
  /** From spawn to the first 200 on the page. */
  firstOkMs: number;
}

export interface ColdStart {
  cold: StartTiming;
  warm: StartTiming;
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url)
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} gave no 200 in ${timeoutMs} ms (last status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts the server on `dataDir` with `env`, times it to the first 200 on `path`, and returns it running. */
export async function timedStart(
  dataDir: string,
  path: string,
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; timing: StartTiming }> {
  // Served as a shop is in production: with its public origin (PUBLIC_URL), so canonical and hreflang links are
  // absolute (Lighthouse's SEO audits refuse relative ones).
  const port = await freePort();
  const started = performance.now();
  const server = await startServer({
    env: { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    port,
    timeoutMs: 180_000,
  });
  const readyMs = performance.now() - started;
  try {
    await waitForOk(new URL(path, server.url).toString(), 30_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, timing: { readyMs, firstOkMs: performance.now() - started } };
}

/** Cold start on `emptyDataDir`, then a warm start on the same, now seeded, folder. Both servers are stopped. */
export async function measureColdStart(emptyDataDir: string, path: string): Promise<ColdStart> {
  const cold = await timedStart(emptyDataDir, path);
  await cold.server.stop();
  const warm = await timedStart(emptyDataDir, path);
  await warm.server.stop();
  return { cold: cold.timing, warm: warm.timing };
}
