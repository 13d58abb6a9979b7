// SPEC 4 "Offline orders and going online": the network status is tracked from an injected connectivity source.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromCallback } from 'xstate';
import { networkMachine } from '../../machines/network.machine';

/** A connectivity source the test switches by hand, like the browser's online/offline events. */
function fakeConnectivity() {
  const source = {
    listening: false,
    send: (_event: { type: 'network.online' | 'network.offline' }): void => {
      throw new Error('connectivity is not listening');
    },
  };
  const logic = fromCallback(({ sendBack }) => {
    source.listening = true;
    source.send = sendBack;
    return () => {
      source.listening = false;
    };
  });
  return { source, logic };
}

function start(online: boolean) {
  const { source, logic } = fakeConnectivity();
  const actor = createActor(networkMachine.provide({ actors: { connectivity: logic } }), { input: { online } });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const tags = () => ['online', 'offline'].filter((tag) => actor.getSnapshot().hasTag(tag));
  return { actor, source, emitted, tags };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('network machine', () => {
  it('starts online or offline as its input says, without announcing a change', () => {
    const online = start(true);
    const offline = start(false);
    expect(online.tags()).toEqual(['online']);
    expect(offline.tags()).toEqual(['offline']);
    expect([online.emitted, offline.emitted]).toEqual([[], []]);
  });

  it('follows the connectivity source and announces each change to the system', () => {
    const { source, emitted, tags, actor } = start(true);
    source.send({ type: 'network.offline' });
    expect(tags()).toEqual(['offline']);
    expect(actor.getSnapshot().context.online).toBe(false);
    source.send({ type: 'network.online' });
    expect(tags()).toEqual(['online']);
    expect(emitted).toEqual([
      { type: 'network.changed', online: false },
      { type: 'network.changed', online: true },
    ]);
  });

  it('announces nothing when the source repeats the current status', () => {
    const { source, emitted, tags } = start(false);
    source.send({ type: 'network.offline' });
    expect(tags()).toEqual(['offline']);
    expect(emitted).toEqual([]);
  });

  it('stops listening to the source when the actor stops', () => {
    const { actor, source } = start(true);
    expect(source.listening).toBe(true);
    actor.stop();
    expect(source.listening).toBe(false);
  });

  it('keeps running with the last known status when the source fails', () => {
    const failing = fromCallback(() => {
      throw new Error('no connectivity API');
    });
    const actor = createActor(networkMachine.provide({ actors: { connectivity: failing } }), {
      input: { online: false },
    });
    actor.start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().hasTag('online')).toBe(true);
  });

  it('has an inert connectivity source by default, for server-side rendering', () => {
    const actor = createActor(networkMachine, { input: { online: true } });
    actor.start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().hasTag('online')).toBe(true);
    actor.stop();
  });
});
