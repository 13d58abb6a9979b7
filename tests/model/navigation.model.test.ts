// Model-based test of the navigation machine (ARCHITECTURE §3): every generated path drives a real actor with fake
// time, where the back step's submenu pop really waits SPEC 4's 300 ms before the submenu leaves the path.
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor } from 'xstate';
import { SUBMENU_POP_MS } from '../../src/domain/navigation';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { SUBMENU_POP_EVENT_TYPE, navigationModel as model } from './navigation.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const actor = createActor(model.machine, { inspect });
  const perform = (event: AnyEventObject) => {
    if (event.type === SUBMENU_POP_EVENT_TYPE) {
      // Not sent: the delay runs out on the fake clock; until then the submenu stays on the path.
      const before = actor.getSnapshot().context.submenu;
      vi.advanceTimersByTime(SUBMENU_POP_MS - 1);
      expect(actor.getSnapshot().matches({ sidebar: 'popping' }), 'still popping before 300 ms').toBe(true);
      expect(actor.getSnapshot().context.submenu).toEqual(before);
      vi.advanceTimersByTime(1);
      return;
    }
    actor.send(event as never);
  };
  runPath(model, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
}

describeModel('navigation machine', model, { drive, fakeTimers: true }, vitest);
