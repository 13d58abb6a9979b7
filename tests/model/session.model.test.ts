// Model-based test of the session machine (ARCHITECTURE §3): every generated path drives a real actor whose calls
// never answer by themselves; the path delivers their answers. After every step the fake storage must hold exactly
// what SPEC 4 persists (the token pair and the user, or nothing), and each call starts with the right input.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { StoredSession } from '../../src/domain/session';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { expectedStoredSession, sessionModel as model } from './session.model';

type Path = ModelPath<typeof model.machine>;

const ACTOR_IDS = Object.keys(sessionMachine.implementations.actors);

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  let stored: StoredSession | null = null;
  const calls: { id: string; input: unknown }[] = [];
  const pending = (id: string) =>
    fromPromise<never, unknown>(({ input }) => {
      calls.push({ id, input });
      return new Promise<never>(() => {});
    });
  const actors = Object.fromEntries(ACTOR_IDS.map((id) => [id, pending(id)]));
  const actor = createActor(
    model.machine.provide({
      actors: actors as never,
      actions: {
        saveSession: (_, session: StoredSession | null) => {
          stored = session;
        },
      },
    }),
    { input: path.input, inspect },
  );
  const perform = (event: AnyEventObject) => {
    if (event.type === 'xstate.done.actor.loadSession') stored = event.output as StoredSession | null;
    const before = calls.length;
    actor.send(event as never);
    const snapshot = actor.getSnapshot();
    if (!snapshot.matches('restoring')) {
      expect(stored, 'SPEC 4: storage holds the pair and the user, nothing else').toEqual(
        expectedStoredSession(snapshot),
      );
    }
    for (const call of calls.slice(before)) {
      const { context } = snapshot;
      if (call.id === 'logIn' && snapshot.matches({ authorized: { account: 'reauthorizing' } })) continue;
      if (call.id === 'logIn') expect(call.input).toEqual(context.credentials);
      if (call.id === 'loadAccount')
        expect(call.input).toEqual({ token: context.tokens?.token, page: context.orderPage });
      if (call.id === 'revokeTokens') expect(call.input, 'the old pair is revoked').toEqual(context.revoking);
      if (call.id === 'changePassword') expect(call.input).toMatchObject({ token: context.tokens?.token });
    }
  };
  runPath(model, path, { actor, perform }, expect);
}

describeModel('session machine', model, { drive }, vitest);
