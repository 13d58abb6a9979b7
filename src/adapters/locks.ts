// Cross-tab locks over the Web Locks API, which tabs and the service worker of one origin share: the order queue's
// (issue 6: two tabs never send the same order) and the token refresh's (one tab at a time spends a refresh token).
// `tryLock` takes the lock only when it is free and holds it until `release` is called; `withLock` waits for it and
// holds it while `run` runs. A browser without Web Locks gets a lock of this tab alone.
export type Release = () => void;

export async function tryLock(name: string): Promise<Release | null> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  if (!locks) return () => undefined;
  return new Promise<Release | null>((resolve, reject) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(null);
          return undefined;
        }
        // Held until the returned promise settles, that is until `release`.
        return new Promise<void>((release) => resolve(() => release()));
      })
      .catch(reject);
  });
}

/** The lock's name for a store view's order queue (the service worker uses the same). */
export const orderQueueLockName = (storeCode: string) => `${storeCode}-order-queue`;

/** Runs `run` holding the lock `name`, waiting for it first (an abort while waiting rejects). */
export async function withLock<T>(name: string, run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  if (!locks) return run();
  return locks.request(name, signal ? { signal } : {}, () => run());
}

/** The lock's name for a store view's token refresh (its session record is shared by the tabs). */
export const tokenRefreshLockName = (storeCode: string) => `${storeCode}-token-refresh`;
