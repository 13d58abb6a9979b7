// Model-based test of the notifications machine (ARCHITECTURE §3): every generated path drives a real actor with
// fake time, where a notification expires because its own timer fires, and must reach every state and transition.
import * as vitest from 'vitest';
import { expect, it, vi } from 'vitest';
import { type InspectionEvent, createActor } from 'xstate';
import type { NotificationsEvent } from '../../machines/notifications.machine';
import { NOTIFICATION_TIME_TO_LIVE_MS, createNotification, isSameNotification } from '../../src/domain/notifications';
import { type ModelPath, coverageTargets, describeModel, runPath } from '../helpers/model';
import { notificationsModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

/**
 * Lets time pass before an add so that every timer gets its own instant (fake timers fire all timers due at the same
 * instant together, while the model expires one notification at a time), without reaching any pending timer.
 */
function waitBeforeAdd(dueTimes: number[]): void {
  const now = Date.now();
  const nextDue = Math.min(...dueTimes);
  const wait = Number.isFinite(nextDue) ? Math.floor((nextDue - now) / 2) : 100;
  if (wait < 1) throw new Error('the driver ran out of distinct instants before the next timer; shorten the path');
  vi.advanceTimersByTime(wait);
}

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const actor = createActor(model.machine, { inspect });
  const addedAt = new Map<string, number>();
  const shown = () => actor.getSnapshot().context.notifications;
  const perform = (event: NotificationsEvent) => {
    if (event.type === 'notification.expire') {
      // Not sent: fake time runs to the next pending timer, which must be this notification's, after its TTL.
      vi.advanceTimersToNextTimer();
      expect(
        shown().some(({ id }) => id === event.id),
        `${event.id} has expired`,
      ).toBe(false);
      expect(Date.now() - (addedAt.get(event.id) ?? Number.NaN), 'expired after its time-to-live').toBe(
        NOTIFICATION_TIME_TO_LIVE_MS,
      );
      return;
    }
    if (event.type === 'notification.add') {
      const timed = shown().filter(({ hasNoTimeout }) => !hasNoTimeout);
      waitBeforeAdd(timed.map(({ id, timeToLive }) => (addedAt.get(id) ?? Number.NaN) + timeToLive));
      // The clock of a notification starts when it is added, not when an identical one is ignored (SPEC 4).
      const added = createNotification(event.notification);
      const last = shown().at(-1);
      if (!last || !isSameNotification(last, added)) addedAt.set(added.id, Date.now());
    }
    actor.send(event);
  };
  runPath(model, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
}

// Every shortest path (the default), not only the reduced set `npm run paths` prints: they are cheap and reach more
// combinations.
describeModel(
  'notifications machine',
  model,
  {
    drive,
    fakeTimers: true,
    tests() {
      it('has a story for every state of the machine', async () => {
        const stories = await import('../../stories/machines/notifications.stories');
        const storyStates = Object.values(stories).map((story) => ('args' in story ? story.args?.state : undefined));
        expect(storyStates).toEqual(expect.arrayContaining(coverageTargets(model.machine).states));
      });
    },
  },
  vitest,
);
