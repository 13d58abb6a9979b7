// Issue 18 "several instances": what one shop process must tell the others. Today one message: the catalogue or
// the pages changed (/invalidate, an owner's CMS or review change), so every instance drops its in-process
// catalogue caches (search results, categories, attributes, tax rules; server/modules/catalog/service.ts) and, when
// its output cache is its own memory, the pages with those tags. Redis pub/sub on one channel; each message names
// the instance that sent it, which has already done its own clearing.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export const INVALIDATE_CHANNEL = 'roivas:invalidate';

export interface ClusterBus {
  /** This process's id in the messages it sends. */
  readonly instanceId: string;
  /** Tells every other instance to clear what carries these tags. */
  publishInvalidate(tags: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Subscribes on a connection of its own (a subscribing Redis connection can do nothing else) and publishes on the
 * one given. `onInvalidate` runs for the messages of the other instances.
 */
export async function createClusterBus(
  redis: Redis,
  onInvalidate: (tags: string[]) => Promise<void> | void,
  log: { warn(object: object, message: string): void },
): Promise<ClusterBus> {
  const instanceId = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== INVALIDATE_CHANNEL) return;
    try {
      const message = JSON.parse(text) as { from?: unknown; tags?: unknown };
      if (message.from === instanceId || !Array.isArray(message.tags)) return;
      const tags = message.tags.filter((tag): tag is string => typeof tag === 'string');
      Promise.resolve(onInvalidate(tags)).catch((error: unknown) =>
        log.warn({ kind: error instanceof Error ? error.name : typeof error }, 'cluster invalidate failed'),
      );
    } catch {
      log.warn({ channel }, 'cluster bus: a message that is not JSON was ignored');
    }
  });
  await subscriber.subscribe(INVALIDATE_CHANNEL);
  return {
    instanceId,
    async publishInvalidate(tags) {
      await redis.publish(INVALIDATE_CHANNEL, JSON.stringify({ from: instanceId, tags }));
    },
    async close() {
      await subscriber.quit();
    },
  };
}
