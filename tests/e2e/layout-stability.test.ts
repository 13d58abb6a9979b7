// Issue 18 (Lighthouse CLS ≤ 0.02): the first paint of a page is the page. Loaded on a throttled phone (the
// network and CPU of Lighthouse's mobile preset), the home, category, product and search pages of both stores do not
// move after they first paint: the server's HTML holds the page's main content in place (React may not outline it
// behind a swap script that reveals it after the first paint) and brings, inline, every style sheet the page's
// scripts would add later (a page chunk's styles and those of the chunks it imports).
import { describe, expect, it } from 'vitest';
import { BENCH_PAGES } from '../bench/budgets';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

interface Shift {
  value: number;
  nodes: string[];
}

describe.each(BENCH_PAGES)('%s on a throttled phone', (path) => {
  it('paints its content at once and never moves it', async () => {
    const html = await (await fetch(`${suite.server.url}${path}`)).text();
    // An outlined Suspense boundary: empty in place, its content in a hidden div moved in by an inline script.
    expect(html).not.toContain('<template id="B:');
    // Its styles come inline: no request stands between the HTML and the first paint.
    expect(html).toContain('<style data-href=');
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+">/);

    const context = await suite.browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: Shift[] = [];
        (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
            shifts.push({
              value: entry.value,
              nodes: entry.sources.map((source) => (source.node as Element | undefined)?.className?.toString() ?? '?'),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${suite.server.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated="true"]').waitFor();

      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);

      // Every style sheet the page uses once its scripts ran was linked by the server's HTML.
      const used = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
      );
      const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
      expect(used.filter((href) => !linked.includes(href))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
