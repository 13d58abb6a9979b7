// Model-based test of the sync-queue machine (ARCHITECTURE §3): every generated path drives a real actor whose
// storage is a fake store fed by the machine's own writes and whose task call never answers by itself; the path
// delivers the answers. After every step the fake store must hold exactly the queued tasks plus the transmitted
// cacheable ones (SPEC 4), and at most one task call may be in flight, with the placeholders' values of that moment.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { ExecuteTaskInput, TaskWrites } from '../../machines/sync-queue.machine';
import type { SyncTask, SyncTaskOutcome } from '../../src/domain/sync-tasks';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { syncQueueModel as model } from './sync-queue.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const store = new Map<string, SyncTask>();
  const calls: ExecuteTaskInput[] = [];
  let inFlight = 0;
  const executeTask = fromPromise<SyncTaskOutcome, ExecuteTaskInput>(({ input, signal }) => {
    calls.push(input);
    inFlight += 1;
    expect(inFlight, 'never two task calls at once').toBe(1);
    signal.addEventListener('abort', () => {
      inFlight -= 1;
    });
    return new Promise<never>(() => {});
  });
  const loadTasks = fromPromise<SyncTask[]>(() => new Promise<never>(() => {}));
  const actor = createActor(
    model.machine.provide({
      actors: { executeTask, loadTasks },
      actions: {
        persistTasks: (_, { put, remove }: TaskWrites) => {
          for (const task of put) store.set(task.task_id, task);
          for (const id of remove) store.delete(id);
        },
      },
    }),
    { input: path.input, inspect },
  );
  const perform = (event: AnyEventObject) => {
    if (event.type === 'xstate.done.actor.loadTasks') {
      // What storage answers is what it held.
      for (const task of event.output as SyncTask[]) store.set(task.task_id, task);
    }
    const before = calls.length;
    const previous = actor.getSnapshot();
    const wasSending = previous.matches('sending');
    actor.send(event as never);
    const snapshot = actor.getSnapshot();
    // SPEC 4: storage holds the queue and the transmitted cacheable results, nothing else.
    if (!snapshot.matches('loading')) {
      const queued = [...store.values()].filter((task) => !task.transmited);
      expect(queued.map((task) => task.task_id).sort()).toEqual(snapshot.context.tasks.map((t) => t.task_id).sort());
      for (const task of [...store.values()].filter((stored) => stored.transmited)) {
        expect(task.is_result_cacheable, 'only cacheable results are kept').toBe(true);
        expect(task.transmited_at).not.toBeNull();
      }
    }
    // Sending starts on entering `sending`, on the next task after one is done, and on the retry with a new token.
    const started =
      snapshot.matches('sending') &&
      (!wasSending ||
        previous.context.current?.task_id !== snapshot.context.current?.task_id ||
        event.type === 'sync.tokenRefreshed' ||
        event.type.startsWith('xstate.done.actor.executeTask'));
    expect(calls.length - before, 'a call starts exactly when sending starts').toBe(started ? 1 : 0);
    if (started) {
      const { current, token, cartId } = snapshot.context;
      expect(calls.at(-1)).toEqual({ task: current, token, cartId });
    }
  };
  runPath(model, path, { actor, perform }, expect);
}

describeModel('sync-queue machine', model, { drive }, vitest);
