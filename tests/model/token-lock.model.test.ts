// Model-based test of the token-lock machine (ARCHITECTURE §3): every generated path drives a real actor with fake
// time, where the retry wait really runs out; the refresh call never answers by itself, the path delivers its answer
// or failure, as the invoked actor would. One refresh call per entry into `refreshing`, never two at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { RefreshTokensInput } from '../../machines/token-lock.machine';
import type { TokenResult } from '../../src/domain/contract/user';
import { TOKEN_LOCK_RETRY_WAIT_MS } from '../../src/domain/sync-tasks';
import { type ModelPath, expectFullCoverage, generatePaths, namedPaths, runPath } from '../helpers/model';
import { RETRY_WAIT_EVENT_TYPE, tokenLockModel as model } from './token-lock.model';

type Path = ModelPath<typeof model.machine>;

const paths = generatePaths(model, { reduce: false });

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const refreshes: RefreshTokensInput[] = [];
  const refreshTokens = fromPromise<TokenResult, RefreshTokensInput>(({ input }) => {
    refreshes.push(input);
    return new Promise<never>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { refreshTokens } }), { input: path.input, inspect });
  const perform = (event: AnyEventObject) => {
    const before = refreshes.length;
    const wasRefreshing = actor.getSnapshot().matches('refreshing');
    if (event.type === RETRY_WAIT_EVENT_TYPE) {
      // Not sent: the retry wait runs out on the fake clock, and only then does the next attempt start.
      vi.advanceTimersByTime(TOKEN_LOCK_RETRY_WAIT_MS - 1);
      expect(refreshes.length, 'no new attempt before the retry wait is over').toBe(before);
      vi.advanceTimersByTime(1);
    } else {
      actor.send(event as never);
    }
    const entered =
      actor.getSnapshot().matches('refreshing') && (!wasRefreshing || event.type === RETRY_WAIT_EVENT_TYPE);
    expect(refreshes.length - before, 'one refresh call per attempt').toBe(entered ? 1 : 0);
    if (entered) {
      expect(refreshes.at(-1)).toEqual({ refreshToken: actor.getSnapshot().context.tokens?.refreshToken });
    }
  };
  runPath(model, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
}

describe('token-lock machine, model-based', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(namedPaths(model, paths))('keeps its promises along $name', ({ path }) => {
    drive(path);
  });

  it('reaches every state and transition of the machine through the paths, on the real actor', () => {
    expectFullCoverage(
      model,
      paths,
      (path, inspect) => {
        drive(path, inspect);
        vi.clearAllTimers();
      },
      expect,
    );
  });
});
