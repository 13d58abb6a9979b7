// Issue 14 "Views render, machines decide": no flow state in `useState` in src/pages or src/components. Every
// `useState` there must be marked as pure presentation with `// view-state: <kind>` on its line or the line above,
// the kind one of VIEW_STATE_KINDS (what the shopper sees of the page itself, never what happened to a request or
// a flow). The flow state other helpers are moving into machines right now is listed as debt, file by file with
// its count: a file may only go down, a new unmarked `useState` anywhere fails, and a debt entry whose file has no
// unmarked one left fails too, so the list shrinks as that work lands.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** What a view may keep for itself: focus, hover, a text input's draft, a disclosure's open flag, an animation. */
const VIEW_STATE_KINDS = ['focus', 'hover', 'draft', 'disclosure', 'animation', 'measure'] as const;

/**
 * Unmarked `useState` still there, by file (path from the repository root) and count. Flow state: the helper moving
 * it into a machine is named. Presentation not yet marked: to be marked `// view-state: …` by the owner of the file.
 */
const DEBT: Record<string, { count: number; why: string }> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.stories\.tsx?$|\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

const MARK = new RegExp(`//\\s*view-state:\\s*(${VIEW_STATE_KINDS.join('|')})\\b`);

/** The `useState` calls of a source text: line number, whether marked as presentation. */
function stateCallsOf(source: string): { line: number; marked: boolean; text: string }[] {
  const lines = source.split('\n');
  return lines.flatMap((text, index) => {
    if (!/\buseState\s*[<(]/.test(text) || /^\s*(import|\/\/|\*)/.test(text)) return [];
    const above = lines[index - 1] ?? '';
    // The line's own trailing comment, or a comment line of its own just above.
    const marked = MARK.test(text) || (/^\s*\/\//.test(above) && MARK.test(above));
    return [{ line: index + 1, marked, text: text.trim() }];
  });
}

function unmarkedByFile(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of [...sourceFiles(join(root, 'src', 'pages')), ...sourceFiles(join(root, 'src', 'components'))]) {
    const unmarked = stateCallsOf(readFileSync(file, 'utf8')).filter((use) => !use.marked);
    if (unmarked.length)
      found.set(
        relative(root, file),
        unmarked.map((use) => `${use.line}: ${use.text}`),
      );
  }
  return found;
}

describe('view state in src/pages and src/components (issue 14: views render, machines decide)', () => {
  const found = unmarkedByFile();

  it('has no unmarked useState outside the debt list', () => {
    const fresh = [...found].filter(([file]) => !DEBT[file]);
    expect(
      fresh,
      'flow state belongs in a machine; pure presentation is marked `// view-state: focus|hover|draft|…`',
    ).toEqual([]);
  });

  it('lets the debt only shrink: no file holds more unmarked useState than listed', () => {
    const grown = Object.entries(DEBT)
      .filter(([file, debt]) => (found.get(file)?.length ?? 0) > debt.count)
      .map(([file, debt]) => [file, debt.count, found.get(file)]);
    expect(grown).toEqual([]);
  });

  it('drops a debt entry once its file is clean', () => {
    const paid = Object.keys(DEBT).filter((file) => !found.has(file));
    expect(paid, 'remove these from DEBT in tests/unit/view-state.test.ts').toEqual([]);
  });

  it('tells a marked useState from flow state', () => {
    const source = [
      "import { useState } from 'react';",
      '  // view-state: focus',
      '  const [focused, setFocused] = useState(false);',
      '  const [hovered, setHovered] = useState(false); // view-state: hover',
      '  const [sent, setSent] = useState(false);',
      '  // view-state: whatever',
      '  const [step, setStep] = useState<number>(0);',
    ].join('\n');
    expect(stateCallsOf(source).map(({ line, marked }) => [line, marked])).toEqual([
      [3, true],
      [4, true],
      [5, false],
      [7, false],
    ]);
  });
});
