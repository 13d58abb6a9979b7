// The system Chromium driven by playwright-core (never a downloaded browser): CHROME_PATH, default /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}. Install Debian's "chromium" package or set CHROME_PATH.`);
  }
  return chromium.launch({
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
}
