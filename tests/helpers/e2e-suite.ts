// The shop server and the browser of an end-to-end suite: both started before its tests (side by side) and stopped
// after them. `const suite = e2eSuite();` at the top of a test file, then `suite.server.url`, `suite.browser`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export interface E2eSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export function e2eSuite(
  options: { server?: Parameters<typeof startServer>[0]; browser?: Parameters<typeof launchBrowser>[0] } = {},
): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options.server), launchBrowser(options.browser)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite’s server and browser start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
