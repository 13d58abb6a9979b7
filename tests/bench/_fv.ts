import { launchBrowser } from '/work/wt/perf-front/tests/helpers/browser';
import { measureFirstViewJs } from '/work/wt/perf-front/tests/bench/first-view-js';
const base = process.argv[2] ?? 'http://127.0.0.1:4518';
const pages = ['/ee/', '/ee/c/naised-10', '/ee/p/LA-JO-1068/lai-tekstiilist-sugisjope-1068', '/ee/search?q=kleit', '/lv/', '/lv/c/bikses-13', '/lv/p/LA-JO-1074/ikdienas-kokvilnas-ziemas-virsjaka-1074', '/lv/search?q=kleita'];
const browser = await launchBrowser({ watchLayout: false });
for (const p of pages) {
  const r = await measureFirstViewJs(browser, base, p);
  console.log(p, (r.gzip/1000).toFixed(1), 'KB gzip', (r.raw/1000).toFixed(1), 'raw; doc', (r.document.raw/1000).toFixed(1));
  if (process.env.V) for (const s of r.scripts) console.log('   ', s.url, (s.gzip/1000).toFixed(1), (s.raw/1000).toFixed(1));
}
await browser.close();
