// What a failed end-to-end test leaves behind: for every page of its browser contexts, the console (every type), the
// shop's API calls and their statuses, failed requests, navigations, and when the page closed (or the test failed
// with it open) its address, whether it hydrated, its main content's text and the cart and checkout IndexedDB holds.
// Printed with the failure and written to test-results/e2e-failures/, so a failure seen once in a long CI run can be
// read afterwards instead of guessed at. launchBrowser (tests/helpers/browser.ts) records every context it opens.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { TestContext } from 'vitest';

const MAX_LINES = 200;
const contexts = new Set<BrowserContext>();
let lines: string[] = [];

const stamp = () => new Date().toISOString().slice(11, 23);
const note = (line: string) => {
  lines.push(`${stamp()} ${line}`);
  if (lines.length > MAX_LINES) lines = lines.slice(-MAX_LINES);
};

// Runs in the page (plain JavaScript sent as text, as layout.ts's check): the page's state as a shopper and the
// shop's storage see it.
const IN_PAGE_STATE = String.raw`async () => {
  const main = document.querySelector('main');
  const state = {
    url: location.href,
    hydrated: document.documentElement.dataset.hydrated ?? null,
    main: (main ? main.innerText : document.body.innerText).replace(/\s+/g, ' ').slice(0, 1200),
    storage: {},
  };
  const store = location.pathname.split('/')[1];
  if (store && typeof indexedDB !== 'undefined') {
    try {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(store + '-shop');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error('blocked'));
        setTimeout(() => reject(new Error('open timed out')), 2000);
      });
      if (db.objectStoreNames.contains('records')) {
        for (const key of ['current-cart', 'checkout']) {
          state.storage[key] = await new Promise((resolve) => {
            const request = db.transaction('records').objectStore('records').get(key);
            request.onsuccess = () => resolve(JSON.stringify(request.result ?? null).slice(0, 1500));
            request.onerror = () => resolve(String(request.error));
            setTimeout(() => resolve('read timed out'), 2000);
          });
        }
      }
      db.close();
    } catch (error) {
      state.storage.error = String(error);
    }
  }
  return state;
}`;

async function pageState(page: Page, why: string): Promise<void> {
  if (page.isClosed()) return;
  try {
    const state = await Promise.race([
      page.evaluate(`(${IN_PAGE_STATE})()`),
      new Promise((resolve) => setTimeout(() => resolve('the page did not answer in 5 s'), 5000)),
    ]);
    note(`[state ${why}] ${JSON.stringify(state, null, 1)}`);
  } catch (error) {
    note(`[state ${why}] unreadable: ${(error as Error).message.split('\n')[0]}`);
  }
}

function recordPage(page: Page, index: number): void {
  const tag = `page ${index}`;
  page.on('console', (message) => note(`${tag} console.${message.type()}: ${message.text().slice(0, 400)}`));
  page.on('pageerror', (error) => note(`${tag} pageerror: ${error.message.slice(0, 400)}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`${tag} navigated: ${frame.url()}`);
  });
  page.on('requestfailed', (request) =>
    note(`${tag} request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    const url = response.url();
    if (/\/api\//.test(url) || response.status() >= 400) {
      note(`${tag} ${response.request().method()} ${url.replace(/token=[^&]+/, 'token=…')} → ${response.status()}`);
    }
  });
}

/** Records every page of the context; its pages' state is taken just before it closes. */
export function recordContext(context: BrowserContext): void {
  contexts.add(context);
  let pages = 0;
  context.on('page', (page) => recordPage(page, ++pages));
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (contexts.delete(context)) {
      await Promise.all(context.pages().map((page) => pageState(page, 'at close')));
    }
    return close(options);
  };
}

/** After each end-to-end test (tests/helpers/e2e-setup.ts): a failed one's record printed and written; then cleared. */
export async function reportIfFailed(test: TestContext): Promise<void> {
  const failed = test.task.result?.state === 'fail';
  if (failed) {
    for (const context of contexts) {
      await Promise.all(context.pages().map((page) => pageState(page, 'after the failure')));
    }
    const report = [`# ${test.task.file?.name ?? ''} > ${test.task.name}`, ...lines].join('\n');
    console.error(`\n--- what the browser did (flight recorder) ---\n${report}\n--- end ---\n`);
    try {
      const folder = join(process.cwd(), 'test-results', 'e2e-failures');
      mkdirSync(folder, { recursive: true });
      const name = `${test.task.name}`.replace(/[^\w-]+/g, '-').slice(0, 120);
      writeFileSync(join(folder, `${Date.now()}-${name}.log`), `${report}\n`);
    } catch {
      // The report is printed above.
    }
  }
  lines = [];
  contexts.clear();
}
