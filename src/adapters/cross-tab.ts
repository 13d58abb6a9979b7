// Messages to the store view's other tabs: SPEC 4 "Cart" changes through the keys current-cart and current-totals,
// and the session's saves (key session), each prefixed with the store code. A BroadcastChannel per key carries each
// message to the other tabs of the same origin (never back to the sender); without BroadcastChannel (old browsers,
// SSR) the tab works alone.
import type { StoreCode } from '../domain/store-views';

export function crossTabChannel<T>(storeCode: StoreCode, key: string) {
  const name = `${storeCode}-${key}`;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  return {
    post(value: T): void {
      channel?.postMessage(value);
    },
    listen(receive: (value: T) => void): () => void {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent) => receive(event.data as T);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close(): void {
      channel?.close();
    },
  };
}
