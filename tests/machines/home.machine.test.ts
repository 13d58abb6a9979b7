import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type HomeLists, homeMachine } from '../../machines/home.machine';
import type { StoreCode } from '../../src/domain/store-views';

const product = (sku: string) => ({ sku, name: sku }) as unknown as HomeLists['newCollection'][number];

function homeActor(load: (storeCode: StoreCode) => Promise<HomeLists>) {
  const calls: StoreCode[] = [];
  const actor = createActor(
    homeMachine.provide({
      actors: {
        loadHome: fromPromise(({ input }) => {
          calls.push(input.storeCode);
          return load(input.storeCode);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('home machine', () => {
  it('loads the lists of the requested store view', async () => {
    const { actor, calls } = homeActor(async (store) => ({ newCollection: [product(`${store}-1`)], bestsellers: [] }));
    actor.send({ type: 'home.load', storeCode: 'lv' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.newCollection.map((p) => p.sku)).toEqual(['lv-1']);
    expect(calls).toEqual(['lv']);
  });

  it('should not load again for the same store once ready', async () => {
    const { actor, calls } = homeActor(async () => ({ newCollection: [], bestsellers: [] }));
    actor.send({ type: 'home.load', storeCode: 'ee' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'home.load', storeCode: 'ee' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual(['ee']);
  });

  it('shows the failure and loads again on retry', async () => {
    let fail = true;
    const { actor } = homeActor(async () => {
      if (fail) throw new Error('Network down');
      return { newCollection: [product('a')], bestsellers: [product('b')] };
    });
    actor.send({ type: 'home.load', storeCode: 'ee' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Network down');
    expect(failed.hasTag('error')).toBe(true);
    fail = false;
    actor.send({ type: 'home.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.bestsellers.map((p) => p.sku)).toEqual(['b']);
  });

  it('should not replay the load when restored from a persisted ready snapshot', async () => {
    const first = homeActor(async () => ({ newCollection: [product('x')], bestsellers: [] }));
    first.actor.send({ type: 'home.load', storeCode: 'ee' });
    await waitFor(first.actor, (s) => s.matches('ready'));
    const persisted = first.actor.getPersistedSnapshot();

    const calls: string[] = [];
    const restored = createActor(
      homeMachine.provide({
        actors: {
          loadHome: fromPromise<HomeLists, { storeCode: StoreCode }>(async () => {
            calls.push('load');
            return { newCollection: [], bestsellers: [] };
          }),
        },
      }),
      { snapshot: persisted },
    ).start();
    restored.send({ type: 'home.load', storeCode: 'ee' });
    expect(restored.getSnapshot().context.newCollection.map((p) => p.sku)).toEqual(['x']);
    expect(calls).toEqual([]);
  });
});

describe('home lists in the page state', () => {
  it('keeps only the linked child of each product, so the SSR page stays small', async () => {
    const child = (sku: string, inStock: boolean) => ({
      sku,
      status: 1,
      stock: { is_in_stock: inStock, qty: 1, manage_stock: true },
    });
    const full = {
      sku: 'P',
      name: 'P',
      description: 'long text',
      configurable_children: [child('P-1', false), child('P-2', true), child('P-3', true)],
    } as unknown as HomeLists['newCollection'][number];
    const { actor } = homeActor(async () => ({ newCollection: [full], bestsellers: [] }));
    actor.send({ type: 'home.load', storeCode: 'ee' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    const kept = ready.context.newCollection[0];
    expect(kept?.configurable_children?.map((c) => c.sku)).toEqual(['P-2']);
    expect(kept?.description).toBeUndefined();
  });
});
