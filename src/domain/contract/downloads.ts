// Issue 17: the download links of a customer's complete orders. GET /api/user/downloads (token) lists them per
// order; the order history carries each order's own; GET /api/download/:linkId (token) serves the file to its
// owner. zod/mini: the server validates the link id, the client parses the replies.
import * as z from 'zod/mini';
import { DOWNLOAD_LINK_ID_PATTERN } from '../downloads';
import { envelope } from './envelope';

export const downloadParamsSchema = z.object({
  linkId: z.string().check(z.regex(DOWNLOAD_LINK_ID_PATTERN, 'a download link id of 32 letters, digits, - or _')),
});

export const orderDownloadSchema = z.object({
  /** The public link id (GET /api/download/:linkId). */
  link_id: z.string(),
  sku: z.string(),
  title: z.string(),
  file_name: z.string(),
  downloads_left: z.number(),
  expires_at: z.string(),
  status: z.enum(['available', 'expired', 'used-up']),
});
export type OrderDownload = z.infer<typeof orderDownloadSchema>;

export const customerDownloadsSchema = z.object({
  items: z.array(z.object({ increment_id: z.string(), downloads: z.array(orderDownloadSchema) })),
});
export type CustomerDownloads = z.infer<typeof customerDownloadsSchema>;
export const customerDownloadsResponseSchema = envelope(customerDownloadsSchema);
