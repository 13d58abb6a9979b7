// SPEC 4 "Sync tasks": tasks are queued in local storage (IndexedDB `syncTasks`, ARCHITECTURE §5) and never cleared
// under quota pressure. Supplies the sync-queue machine's `loadTasks` actor and `persistTasks` action.
import type { IDBPDatabase } from 'idb';
import type { TaskWrites } from '../../machines/sync-queue.machine';
import { type SyncTask, queueOrder } from '../domain/sync-tasks';
import type { ShopDb } from './storage';

export function syncTaskStorage(db: IDBPDatabase<ShopDb>) {
  return {
    /** The untransmitted tasks, oldest first. */
    async loadUntransmitted(): Promise<SyncTask[]> {
      return queueOrder(await db.getAllFromIndex('syncTasks', 'byCreatedAt'));
    },
    /** A transmitted task kept for its cacheable result (SPEC 4), or undefined. */
    async cached(taskId: string): Promise<SyncTask | undefined> {
      const task = await db.get('syncTasks', taskId);
      return task?.transmited ? task : undefined;
    },
    /** Applies the machine's writes in one transaction, so a crash never leaves half of them. */
    async write({ put, remove }: TaskWrites): Promise<void> {
      if (put.length === 0 && remove.length === 0) return;
      const tx = db.transaction('syncTasks', 'readwrite');
      await Promise.all([
        ...put.map((task) => tx.store.put(task)),
        ...remove.map((id) => tx.store.delete(id)),
        tx.done,
      ]);
    },
  };
}

export type SyncTaskStorage = ReturnType<typeof syncTaskStorage>;
