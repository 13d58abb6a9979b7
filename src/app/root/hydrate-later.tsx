// Issue 18 (TBT): Preact hydrates a tree in one task (React sliced it). A part wrapped in <HydrateLater> hydrates in
// a task of its own, after the parts before it: during the page's first hydration it suspends once, Preact keeps
// its server markup (a suspended hydration resumes on the same DOM), and it resumes after the browser had a turn.
// On the server, in React (tests, Storybook) and after the first hydration it renders its children at once.
// Its child must render one element (Preact keeps one node of markup for a suspended part).
import { type ReactNode, Suspense } from 'react';

interface StagedHydration {
  turns: Map<string, Promise<void>>;
  released: Set<string>;
  /** The last part's turn: each part waits for the one before it and then for a task of its own. */
  last: Promise<void>;
  /** Set when the first hydration's render returned: a part first rendered after it does not wait. */
  closed: boolean;
}

let staged: StagedHydration | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Called by the client entry just before it hydrates the page. */
export function beginStagedHydration(): void {
  staged = { turns: new Map(), released: new Set(), last: Promise.resolve(), closed: false };
}

/** Called once hydration's first render returned: resolves when every part that waited has hydrated. */
export function stagedHydrationDone(): Promise<void> {
  const current = staged;
  if (!current) return Promise.resolve();
  current.closed = true;
  return current.last.then(nextTask).then(() => {
    if (staged === current) staged = undefined;
  });
}

function turnOf(part: string): Promise<void> | undefined {
  if (!staged || staged.released.has(part)) return undefined;
  const current = staged;
  let turn = current.turns.get(part);
  if (!turn) {
    if (current.closed) return undefined;
    turn = current.last.then(nextTask).then(() => {
      current.released.add(part);
    });
    current.turns.set(part, turn);
    current.last = turn;
  }
  return turn;
}

function Turn({ part, children }: { part: string; children: ReactNode }) {
  const turn = turnOf(part);
  if (turn) throw turn;
  return children;
}

/** `part` names the wrapped part; unique among the parts of one page. */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn part={part}>{children}</Turn>
    </Suspense>
  );
}
