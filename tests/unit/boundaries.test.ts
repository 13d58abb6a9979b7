// STYLE "Layout and names": machines/ and src/domain/ are pure; server/ imports no React outside server/ssr;
// views import no adapters; and the import directions of the README's layout (src/domain <- machines <- adapters <-
// app -> pages/components, the server beside them). This test reads the imports, so a forbidden one fails the suite.
// Import cycles are biome's `noImportCycles` (biome.json).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

function importsOf(source: string): string[] {
  return [
    ...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => (match[1] ?? match[2]) as string);
}

const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** What a pure module may not reach: frameworks, I/O libraries, browser globals, Node, the server. */
function purityViolations(file: string): string[] {
  const source = stripComments(readFileSync(file, 'utf8'));
  const problems: string[] = [];
  for (const spec of importsOf(source)) {
    if (/^(react|react-dom|@xstate\/react|ky|idb|wouter|workbox-|@lingui\/react)/.test(spec))
      problems.push(`imports ${spec}`);
    if (/^node:|^(fs|path|pg|fastify|drizzle-orm|@electric-sql)/.test(spec)) problems.push(`imports ${spec}`);
    if (/(^|\/)(server|adapters|app|pages|components)\//.test(spec)) problems.push(`imports ${spec}`);
  }
  for (const global of ['window', 'navigator', 'document', 'localStorage', 'indexedDB']) {
    if (new RegExp(`\\b${global}\\s*[.[]`).test(source)) problems.push(`uses ${global}`);
  }
  return problems.map((problem) => `${relative(root, file)} ${problem}`);
}

describe('module boundaries', () => {
  it('keeps machines/ and src/domain/ free of React, ky, idb, browser globals and server code', () => {
    const files = [...sourceFiles(join(root, 'machines')), ...sourceFiles(join(root, 'src', 'domain'))];
    expect(files.length).toBeGreaterThan(3);
    expect(files.flatMap(purityViolations)).toEqual([]);
  });

  it('flags a module that reaches for the browser or a framework', () => {
    const offender = join(import.meta.dirname, 'fixtures', 'impure-machine.ts.txt');
    const problems = purityViolations(offender);
    expect(problems.join('\n')).toMatch(/imports react/);
    expect(problems.join('\n')).toMatch(/uses window/);
    expect(problems.join('\n')).toMatch(/imports ..\/server\/db\/client/);
  });

  it('keeps React out of server/ except server/ssr', () => {
    const files = sourceFiles(join(root, 'server')).filter((file) => !file.includes(`${join('server', 'ssr')}`));
    const offenders = files.filter((file) => importsOf(readFileSync(file, 'utf8')).some((spec) => /^react/.test(spec)));
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });

  it('keeps adapters out of views (components/ and pages/ *-view.tsx)', () => {
    const views = [
      ...sourceFiles(join(root, 'src', 'components')),
      ...sourceFiles(join(root, 'src', 'pages')).filter((file) => file.endsWith('-view.tsx')),
    ];
    const offenders = views.filter((file) =>
      importsOf(readFileSync(file, 'utf8')).some((spec) => /adapters\/|^ky$|^idb$/.test(spec)),
    );
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });

  /** Runtime imports (an `import type` is erased by the compiler and points nowhere at run time). */
  function runtimeImports(file: string): string[] {
    const source = stripComments(readFileSync(file, 'utf8')).replace(/import\s+type\s[^;]*?from\s+['"][^'"]+['"]/g, '');
    return importsOf(source);
  }

  /** Files below `dir` (stories and story fixtures left out: they compose whatever they show) that import `forbidden`. */
  function offenders(dir: string, forbidden: RegExp, keep: (file: string) => boolean = () => true): string[] {
    return sourceFiles(join(root, dir))
      .filter((file) => !/\.stories\.tsx?$|story-fixtures\.ts$/.test(file) && keep(file))
      .flatMap((file) =>
        runtimeImports(file)
          .filter((spec) => forbidden.test(spec))
          .map((spec) => `${relative(root, file)} imports ${spec}`),
      );
  }

  it('keeps src/domain/ below the machines (the rules the machines use never import a machine)', () => {
    expect(offenders('src/domain', /(^|\/)machines\//)).toEqual([]);
  });

  it('keeps adapters below the app: no app, page or component code in src/adapters/', () => {
    expect(offenders('src/adapters', /(^|\/)(app|pages|components)\/|^react|^@xstate\/react/)).toEqual([]);
  });

  it('keeps components presentational: props in, events out (no app, pages, adapters, machines or @xstate/react)', () => {
    expect(offenders('src/components', /(^|\/)(app|pages|adapters|machines)\/|^@xstate\/react|^ky$|^idb$/)).toEqual([]);
  });

  it('keeps page views pure: a *-view.tsx renders props (no app, adapters, machines or @xstate/react)', () => {
    expect(
      offenders('src/pages', /(^|\/)(app|adapters|machines)\/|^@xstate\/react/, (file) => file.endsWith('-view.tsx')),
    ).toEqual([]);
  });

  it('keeps the server off the client: only server/ssr reaches src/app, src/pages, src/components or src/adapters', () => {
    expect(
      offenders(
        'server',
        /(^|\/)src\/(app|pages|components|adapters)\//,
        (file) => !file.includes(join('server', 'ssr')),
      ),
    ).toEqual([]);
  });

  /**
   * The rooms of src/app (README "Layout"): root/ (the composition root: actors, I/O ports, the shop context and its
   * hooks), messages/ (the machines' message keys in Lingui), routing/ (routes, the page registry, titles, links),
   * header/ (the header widgets' containers and their selectors), shell/ (the app, its layouts and what the pages lean
   * on around them). An arrow points from the importer: shell -> header -> routing -> root; messages import no room.
   */
  const rooms = ['root', 'messages', 'routing', 'header', 'shell'] as const;
  const mayImport: Record<(typeof rooms)[number], readonly string[]> = {
    root: ['root'],
    messages: ['messages'],
    routing: ['routing', 'root'],
    header: ['header', 'root', 'messages', 'routing'],
    shell: ['shell', 'header', 'root', 'messages', 'routing'],
  };

  /** The room a resolved import lands in, or undefined outside src/app's rooms. */
  function roomOf(file: string, spec: string): string | undefined {
    if (!spec.startsWith('.')) return undefined;
    const target = relative(join(root, 'src', 'app'), join(file, '..', spec));
    const [room] = target.split(/[\\/]/);
    return target.startsWith('..') ? undefined : room;
  }

  it('puts every file of src/app in a room (app.css, the stylesheet the build imports, stays at the top)', () => {
    const loose = readdirSync(join(root, 'src', 'app')).filter(
      (entry) => entry !== 'app.css' && !(rooms as readonly string[]).includes(entry),
    );
    expect(loose).toEqual([]);
  });

  it.each(rooms)('keeps the imports of src/app/%s in the rooms it may use', (room) => {
    const files = sourceFiles(join(root, 'src', 'app', room));
    expect(files.length).toBeGreaterThan(0);
    const wrong = files.flatMap((file) =>
      runtimeImports(file)
        .map((spec) => [spec, roomOf(file, spec)] as const)
        .filter(([, target]) => target !== undefined && !mayImport[room].includes(target))
        .map(([spec]) => `${relative(root, file)} imports ${spec}`),
    );
    expect(wrong).toEqual([]);
  });

  it('flags a root module that reaches into a view room', () => {
    const file = join(root, 'src', 'app', 'root', 'actors.ts');
    expect(roomOf(file, '../header/cart-container')).toBe('header');
    expect(mayImport.root.includes(roomOf(file, '../shell/app') ?? '')).toBe(false);
    expect(roomOf(file, '../../adapters/cart')).toBeUndefined();
  });

  it('keeps the page registry the one way to a page: no other module imports a page chunk', () => {
    const chunks = ['product/product-page', 'category/category-page', 'search/search-page', 'checkout/checkout-page'];
    const importers = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server'))]
      .filter((file) => !file.endsWith(join('app', 'routing', 'page-registry.tsx')) && !/\.stories\.tsx?$/.test(file))
      .filter((file) => runtimeImports(file).some((spec) => chunks.some((chunk) => spec.endsWith(chunk))));
    expect(importers.map((file) => relative(root, file))).toEqual([]);
  });

  it('reads HTTP replies in one place: only src/adapters/envelope.ts parses a body or checks its content-type', () => {
    const readers = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'sw'))]
      .filter((file) => !file.endsWith(join('adapters', 'envelope.ts')))
      .filter((file) => {
        const source = stripComments(readFileSync(file, 'utf8'));
        return /\bresponse\.json\(\)|headers\.get\(\s*['"]content-type['"]\s*\)[^;]*application\/json/i.test(source);
      });
    expect(readers.map((file) => relative(root, file))).toEqual([]);
  });
});
