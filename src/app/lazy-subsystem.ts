// The account subsystem (session, token lock, sync queue, newsletter: src/app/account-actors.ts) is a chunk of its
// own, loaded when it is needed: at start when the browser holds a session or queued tasks, otherwise on the first
// account action (the account button, an account or password page). A new visitor's first view stays within its JS
// budget; what a logged-in customer has is there from the start. Created once; React reads it through useAccount.
import type { AccountActors } from './account-actors';

export interface LazyAccount {
  /** The account actors once loaded; null before (and always during SSR, where every visitor is a guest). */
  current(): AccountActors | null;
  /** Loads and starts them once; later calls get the same actors. */
  load(): Promise<AccountActors>;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export function lazyAccount(create: () => Promise<AccountActors>): LazyAccount {
  let actors: AccountActors | null = null;
  let loading: Promise<AccountActors> | null = null;
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
