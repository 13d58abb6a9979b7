// Issue 17: downloadable products (SPEC 3 type_id 'downloadable', downloadable_links[].number_of_downloads). A
// complete order gives its customer one link per bought file: it serves the file only to that customer, at most
// its downloads left, until it expires. The limits live here, once (server and account page read them).

/** Days a download link works after the order is complete. */
export const DOWNLOAD_VALID_DAYS = 30;

/** Downloads per bought unit when the product's link names none (SPEC 3 number_of_downloads; the seed gives 5). */
export const DEFAULT_DOWNLOADS_PER_PURCHASE = 5;

/** Bytes of randomness in a link's public id (base64url: 32 characters, 192 bits). */
export const DOWNLOAD_LINK_ID_BYTES = 24;
export const DOWNLOAD_LINK_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The server's messages (SPEC 8 style, like 'Your password reset link has expired.'): exact English text the
 * account page maps to its translations. A link of another customer is "no such download", as an unknown one.
 */
export const DOWNLOAD_ERRORS = {
  notFound: 'There is no such download in your account.',
  expired: 'Your download link has expired.',
  usedUp: 'This download link has been used the maximum number of times.',
} as const;

export type DownloadStatus = 'available' | 'expired' | 'used-up';

/** Whether a link can be used now: used up wins over expired (the shopper cannot do anything about either). */
export function downloadStatus(link: { downloads_left: number; expires_at: string }, now: Date): DownloadStatus {
  if (link.downloads_left <= 0) return 'used-up';
  if (Date.parse(link.expires_at) <= now.getTime()) return 'expired';
  return 'available';
}

/** How many downloads a line of `qty` units of a link allowing `perPurchase` gets. */
export const downloadsFor = (perPurchase: number | undefined, qty: number) =>
  Math.max(1, perPurchase && perPurchase > 0 ? perPurchase : DEFAULT_DOWNLOADS_PER_PURCHASE) * Math.max(1, qty);

/** The path that serves a link (the customer's token goes in `?token=`, SPEC 7, or the Authorization header). */
export const downloadPath = (linkId: string) => `/api/download/${encodeURIComponent(linkId)}`;
