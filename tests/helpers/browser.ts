// The system Chromium driven by playwright-core (never a downloaded browser): CHROME_PATH, default /usr/bin/chromium.
// Every context it opens has its pages' layout watched (tests/helpers/layout.ts): a suite that calls
// checkLayoutOfEveryPage() fails a test whose pages had anything past the viewport's edge. SPEC 2's newsletter modal
// (offered once after a while) is marked as seen in every context, so it never covers a page a longer test is using;
// tests/e2e/newsletter.test.ts launches with `newsletterModal: true` to meet it as a new visitor does. A failed test
// prints what its pages did (tests/helpers/flight-recorder.ts).
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { NEWSLETTER_MODAL_SEEN_KEY } from '../../src/app/root/newsletter-actors';
import { recordContext } from './flight-recorder';
import { watchLayout } from './layout';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(
  options: { watchLayout?: boolean; newsletterModal?: boolean } = {},
): Promise<Browser> {
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
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    recordContext(context);
    if (options.watchLayout !== false) await watchLayout(context);
    if (options.newsletterModal !== true) {
      await context.addInitScript((key) => {
        try {
          if (!localStorage.getItem(key)) localStorage.setItem(key, 'seen by the end-to-end tests');
        } catch {
          // about:blank and opaque origins have no storage.
        }
      }, NEWSLETTER_MODAL_SEEN_KEY);
    }
    return context;
  };
  return browser;
}
