// The cross-tab lock of the order queue (issue 6: two tabs never send the same order): the Web Locks API, which
// tabs and the service worker of one origin share. `tryLock` takes the lock only when it is free and holds it until
// `release` is called; a browser without Web Locks gets a lock of this tab alone (one tab cannot race itself).
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
