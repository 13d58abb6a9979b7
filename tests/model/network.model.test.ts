// Model-based test of the network machine (ARCHITECTURE §3): every generated path drives a real actor whose
// connectivity source is a fake the path switches, and must reach every state and transition.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromCallback } from 'xstate';
import type { NetworkEvent } from '../../machines/network.machine';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { networkModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  let sendBack: ((event: AnyEventObject) => void) | undefined;
  const connectivity = fromCallback(({ sendBack: send }) => {
    sendBack = send;
    return () => {
      sendBack = undefined;
    };
  });
  const actor = createActor(model.machine.provide({ actors: { connectivity } }), { input: path.input, inspect });
  const perform = (event: NetworkEvent | AnyEventObject) => {
    if (event.type.startsWith('xstate.error.actor.')) {
      // A callback actor can only fail as it starts; mid-path the failure is delivered as the system would.
      actor.send(event as NetworkEvent);
      return;
    }
    if (!sendBack) throw new Error('the connectivity source is not listening');
    sendBack(event);
  };
  runPath(model, path, { actor, perform }, expect);
}

// Every shortest path (the default), not only the reduced set `npm run paths` prints: they are cheap and reach more
// combinations.
describeModel('network machine', model, { drive }, vitest);
