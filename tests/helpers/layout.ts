// The layout check of the end-to-end suite (issue 12): at 390 px and 1280 px no element of the header, the mini cart,
// the page's main content (product page, checkout, listings) or an open dialog extends past the viewport, and the page
// cannot be scrolled sideways. Content cut off inside a box that clips it (a dialog, a panel with overflow) counts as
// past the edge too; only deliberate sideways strips (scroll snapping, e.g. the product gallery on a phone) may scroll.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

/** The parts of a page the check covers: the header, the page's content and any open dialog (mini cart, drawers). */
export const LAYOUT_REGIONS = ['header', 'main', 'dialog[open]'] as const;

export interface LayoutProblem {
  /** 'button.button.button--secondary "Sulge"' */
  element: string;
  /** Its left and right edge, in CSS pixels. */
  left: number;
  right: number;
  /** What it extends past: the viewport, or the box that cuts it off. */
  past: string;
}

// Runs in the page, so it is plain JavaScript sent as text: a transpiler's helpers (esbuild's `__name` of tsx) do
// not exist there. For every shown element of the regions: is its box past the viewport (unless a clipping ancestor
// inside the viewport cuts it, or it sits in a deliberate scroll-snap strip), and does a clipping box hide content?
const IN_PAGE_CHECK = String.raw`(selectors) => {
  const viewport = document.documentElement.clientWidth;
  const tolerance = 0.5;
  const describe = (element) => {
    const classes = [...element.classList].map((name) => '.' + name).join('');
    const text = (element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return element.tagName.toLowerCase() + classes + (text ? ' "' + text + '"' : '');
  };
  const clips = (style) => style.overflowX !== 'visible';
  const scrollsOnPurpose = (style) =>
    (style.overflowX === 'auto' || style.overflowX === 'scroll') && style.scrollSnapType.includes('x');
  const problems = [];
  const seen = new Set();
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewport + tolerance) {
    problems.push({ element: 'html', left: 0, right: pageWidth, past: 'the viewport (' + viewport + ' px): the page scrolls sideways' });
  }
  for (const selector of selectors) {
    for (const root of document.querySelectorAll(selector)) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (seen.has(element)) continue;
        seen.add(element);
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
        let clipper = null;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (clips(getComputedStyle(parent))) {
            clipper = parent;
            break;
          }
        }
        if (clipper && scrollsOnPurpose(getComputedStyle(clipper))) continue;
        const bounds = clipper ? clipper.getBoundingClientRect() : null;
        const left = bounds ? Math.max(rect.left, bounds.left) : rect.left;
        const right = bounds ? Math.min(rect.right, bounds.right) : rect.right;
        if (right > viewport + tolerance || left < -tolerance) {
          problems.push({ element: describe(element), left, right, past: 'the viewport (' + viewport + ' px)' });
        }
        if (clips(style) && !scrollsOnPurpose(style) && element.scrollWidth > element.clientWidth + 1) {
          problems.push({
            element: describe(element),
            left: rect.left,
            right: rect.left + element.scrollWidth,
            past: 'its own box (' + element.clientWidth + ' px wide): content is cut off',
          });
        }
      }
    }
  }
  return problems.map((problem) => ({ ...problem, left: Math.round(problem.left), right: Math.round(problem.right) }));
}`;

/** Every element of the regions that extends past the viewport's width (or is cut off by a clipping box). */
export async function layoutProblems(
  page: Page,
  regions: readonly string[] = LAYOUT_REGIONS,
): Promise<LayoutProblem[]> {
  return (await page.evaluate(`(${IN_PAGE_CHECK})(${JSON.stringify(regions)})`)) as LayoutProblem[];
}

/** Throws, naming every offender, when anything of the regions extends past the viewport. */
export async function expectWithinViewport(page: Page, where = page.url()): Promise<void> {
  const problems = await layoutProblems(page);
  if (problems.length === 0) return;
  const width = page.viewportSize()?.width;
  const lines = problems.slice(0, 20).map((p) => `  ${p.element} [${p.left}..${p.right}] past ${p.past}`);
  throw new Error(
    `Layout at ${width} px on ${where}: ${problems.length} element(s) past the edge\n${lines.join('\n')}`,
  );
}

// The same check on every page the end-to-end suite visits (issue 12 "Must show"): `watchLayout` (called by
// launchBrowser for every context) checks each page in the page itself whenever it has settled: hydrated, no
// animation running, and no change to the document for WATCH_QUIET_MS (a new route, an opened dialog, loaded
// results). What it finds is reported to the test process; `checkLayoutOfEveryPage()` fails each test whose pages
// had anything past the edge.

const WATCH_QUIET_MS = 400;

export interface RecordedLayoutProblem extends LayoutProblem {
  url: string;
  width: number;
}

const recorded: RecordedLayoutProblem[] = [];
const watched = new WeakSet<BrowserContext>();

// In the page: runs the check after each quiet moment, and reports new problems through the binding.
const WATCH_SCRIPT = `(() => {
  if (window.top !== window || !location.protocol.startsWith('http')) return;
  const check = ${IN_PAGE_CHECK};
  const regions = ${JSON.stringify(LAYOUT_REGIONS)};
  const reported = new Set();
  let timer = 0;
  let tries = 0;
  const run = () => {
    timer = 0;
    if (document.documentElement.dataset.hydrated !== 'true') return schedule();
    const busy = document.getAnimations().some((animation) => animation.playState === 'running');
    if (busy && ++tries < 10) return schedule();
    tries = 0;
    const fresh = check(regions).filter((problem) => {
      const key = location.pathname + location.search + ' ' + problem.element + ' ' + problem.past;
      if (reported.has(key)) return false;
      reported.add(key);
      return true;
    });
    if (fresh.length) window.__shopLayoutReport(location.href, document.documentElement.clientWidth, fresh);
  };
  // A page that never stops changing is checked every 3 s all the same.
  let waitingSince = 0;
  const schedule = () => {
    if (timer) clearTimeout(timer);
    else waitingSince = Date.now();
    timer = setTimeout(run, Date.now() - waitingSince > 3000 ? 0 : ${WATCH_QUIET_MS});
  };
  const start = () => {
    new MutationObserver(schedule).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    addEventListener('resize', schedule);
    schedule();
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start);
  else start();
})()`;

/** Checks every page of the context whenever it settles; problems go to `takeLayoutProblems()`. */
export async function watchLayout(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding('__shopLayoutReport', (_source, url: string, width: number, found: LayoutProblem[]) => {
    for (const problem of found) recorded.push({ ...problem, url, width });
  });
  await context.addInitScript({ content: WATCH_SCRIPT });
}

/** What the watched pages reported since the last call. */
export function takeLayoutProblems(): RecordedLayoutProblem[] {
  return recorded.splice(0);
}

/** Registers, for the calling test file, a check after each test that none of its pages had anything past the edge. */
export function checkLayoutOfEveryPage(): void {
  afterEach(() => {
    const problems = takeLayoutProblems();
    const lines = problems
      .slice(0, 20)
      .map((p) => `  ${p.width} px ${p.url}: ${p.element} [${p.left}..${p.right}] past ${p.past}`);
    expect(lines, 'nothing of the header, the page or a dialog past the viewport on any page visited').toEqual([]);
  });
}
