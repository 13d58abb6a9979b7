// Issue 18 "First-view JavaScript ≤ 100 KB gzip": the first view is rendered on the server and restored from its
// snapshots, so it sends no request and validates nothing; zod (the contracts) and ky (HTTP) load with the first
// request (src/app/root/browser-io.ts). One value imported from a contract module brings the whole of zod with it
// (about 24 KB gzip), so this test follows the static imports from src/entry-client.tsx (dynamic import() and
// `import type` are not followed: they load later or not at all) and fails on any path that reaches them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

// Line comments first: one that names a path like /api/cart/* would otherwise open a block comment that swallows the
// imports after it (the test then missed zod on the product page).
const stripComments = (source: string) => source.replace(/(^|[^:])\/\/.*$/gm, '$1').replace(/\/\*[\s\S]*?\*\//g, '');

/** Static value imports and re-exports (not `import type`, not `export type`, not dynamic import()). */
function staticImportsOf(source: string): string[] {
  const specs: string[] = [];
  for (const match of stripComments(source).matchAll(
    /(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/g,
  )) {
    if (match[2]) continue;
    const names = match[3] ?? '';
    // `import { type A, type B } from` brings nothing at run time.
    const braces = names.match(/^\{([\s\S]*)\}$/);
    if (braces?.[1]?.split(',').every((name) => /^\s*(type\s|$)/.test(name))) continue;
    specs.push(match[4] as string);
  }
  for (const match of stripComments(source).matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specs.push(match[1] as string);
  return specs;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every package the entry's static graph imports, with the chain of files that leads to it. */
function firstViewPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const parent = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const chain = (file: string) => {
    const files: string[] = [];
    for (let at: string | null | undefined = file; at; at = parent.get(at)) files.unshift(relative(root, at));
    return files;
  };
  while (queue.length) {
    const file = queue.shift() as string;
    for (const spec of staticImportsOf(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (target && !parent.has(target)) {
          parent.set(target, file);
          queue.push(target);
        }
        continue;
      }
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string);
      if (!packages.has(name)) packages.set(name, chain(file));
    }
  }
  return packages;
}

/** The first view's page chunks of the budgeted pages (tests/bench/bundle-report.ts FIRST_VIEW_PAGE_MODULES). */
const FIRST_VIEW_PAGES = [
  'src/pages/category/category-page.tsx',
  'src/pages/product/product-page.tsx',
  'src/pages/search/search-page.tsx',
];

describe('first-view JavaScript', () => {
  it.each(['src/entry-client.tsx', ...FIRST_VIEW_PAGES])(
    'imports neither zod nor ky on the static path from %s',
    (start) => {
      const packages = firstViewPackages(join(root, start));
      expect(packages.has('react')).toBe(true);
      const offenders = ['zod', 'ky'].flatMap((name) => {
        const path = packages.get(name);
        return path ? [`${name} <- ${path.reverse().join(' <- ')}`] : [];
      });
      expect(offenders).toEqual([]);
    },
  );

  it('finds a contract import the way the bundler would', () => {
    const source =
      "import { EMPTY } from './contract/review';\nimport type { X } from './y';\nimport { type A } from './z';";
    expect(staticImportsOf(source)).toEqual(['./contract/review']);
  });
});
