// Issue 17: a download link used from the order detail (SPEC 2 /my-account/orders/{orderId}). The server takes one
// download each time it serves the file (GET /api/download/:linkId); the account page shows the same count at once,
// without waiting for the next load of the order history: one download fewer, used up at none left.
import type { OrderHistory } from './contract/user';

/** The history with one download fewer on the link `linkId` (unchanged when it is not an available link of it). */
export function withDownloadTaken(history: OrderHistory | null, linkId: string): OrderHistory | null {
  if (!history) return history;
  let changed = false;
  const items = history.items.map((order) => {
    if (!order.downloads?.some((link) => link.link_id === linkId)) return order;
    return {
      ...order,
      downloads: order.downloads.map((link) => {
        if (link.link_id !== linkId || link.status !== 'available' || link.downloads_left <= 0) return link;
        changed = true;
        const left = link.downloads_left - 1;
        return { ...link, downloads_left: left, ...(left === 0 ? { status: 'used-up' as const } : {}) };
      }),
    };
  });
  return changed ? { ...history, items } : history;
}
