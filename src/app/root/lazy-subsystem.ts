// A subsystem of actors in a chunk of its own, loaded when it is needed: the account (session, token lock, sync
// queue, newsletter: src/app/root/account-actors.ts) at start when the browser holds a session or queued tasks, otherwise
// on the first account action; the commerce actors (cart, checkout, orders: src/app/root/commerce-actors.ts) at start when
// the browser holds a cart or queued orders, otherwise on the first cart action. A new visitor's first view stays
// within its JS budget. Created once; React reads it through useAccount / useCommerce.
import type { AnyActorRef } from 'xstate';

export interface LazySubsystem<T extends Record<string, Pick<AnyActorRef, 'stop'>>> {
  /** The actors once loaded; null before (and always during SSR, where every visitor is a guest). */
  current(): T | null;
  /** Loads and starts them once; later calls get the same actors. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export function lazySubsystem<T extends Record<string, Pick<AnyActorRef, 'stop'>>>(
  create: () => Promise<T>,
): LazySubsystem<T> {
  let actors: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => actors,
    load() {
      loading ??= create().then((created) => {
        actors = created;
        for (const listener of listeners) listener();
        return created;
      });
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (!actors) return;
      for (const actor of Object.values(actors)) actor.stop();
    },
  };
}
