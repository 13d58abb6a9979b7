// The system Chromium driven by playwright-core (never a downloaded browser): CHROME_PATH, default /usr/bin/chromium.
// Every context it opens has its pages' layout watched (tests/helpers/layout.ts): a suite that calls
// checkLayoutOfEveryPage() fails a test whose pages had anything past the viewport's edge.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { watchLayout } from './layout';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(options: { watchLayout?: boolean } = {}): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}. Install Debian's "chromium" package or set CHROME_PATH.`);
  }
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  if (options.watchLayout !== false) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (contextOptions) => {
      const context = await newContext(contextOptions);
      await watchLayout(context);
      return context;
    };
  }
  return browser;
}
