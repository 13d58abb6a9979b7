// Model-based test of the token-lock machine (ARCHITECTURE §3): every generated path drives a real actor with fake
// time, where the retry wait really runs out; the refresh call never answers by itself, the path delivers its answer
// or failure, as the invoked actor would. One refresh call per entry into `refreshing`, never two at once.
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { RefreshTokensInput } from '../../machines/token-lock.machine';
import type { TokenResult } from '../../src/domain/contract/user';
import { TOKEN_LOCK_RETRY_WAIT_MS } from '../../src/domain/sync-tasks';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { RETRY_WAIT_EVENT_TYPE, tokenLockModel as model } from './token-lock.model';

type Path = ModelPath<typeof model.machine>;

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

describeModel('token-lock machine', model, { drive, fakeTimers: true }, vitest);
