// The composition root (ARCHITECTURE §1 rule 2): every actor the machines name is supplied here, from
// dependencies given by the environment: HTTP in the browser, in-process services during SSR, fakes in tests.
import { type Snapshot, createActor, fromPromise } from 'xstate';
import { type HomeLists, homeMachine } from '../../machines/home.machine';
import type { StoreCode } from '../domain/store-views';

export interface ShopDeps {
  loadHome(storeCode: StoreCode, signal: AbortSignal): Promise<HomeLists>;
}

/** Persisted snapshots shipped from SSR to the client (ARCHITECTURE §6). */
export interface ShopSnapshots {
  home?: Snapshot<unknown>;
}

export function createShopActors(deps: ShopDeps, snapshots: ShopSnapshots = {}) {
  const home = createActor(
    homeMachine.provide({
      actors: {
        loadHome: fromPromise(({ input, signal }) => deps.loadHome(input.storeCode, signal)),
      },
    }),
    // Restored snapshots resume where the server left them: a 'ready' home does not load again.
    snapshots.home ? { snapshot: snapshots.home as never } : undefined,
  );
  return { home };
}

export type ShopActors = ReturnType<typeof createShopActors>;

export function startShopActors(actors: ShopActors): void {
  for (const actor of Object.values(actors)) actor.start();
}

export function stopShopActors(actors: ShopActors): void {
  for (const actor of Object.values(actors)) actor.stop();
}

export function persistShopActors(actors: ShopActors): ShopSnapshots {
  return { home: actors.home.getPersistedSnapshot() };
}
