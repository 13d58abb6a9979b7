// SPEC 2 "Unknown URLs" step 2 for the browser: POST /api/url/map. A 404 ('No mapping found', SPEC 8) is an answer
// (null: page not found), any other failure is an error the url-resolver machine reports.
import type { KyInstance } from 'ky';
import type { UrlLookupResult } from '../../machines/url-resolver.machine';
import { urlMapResponseSchema } from '../domain/contract/url';
import type { StoreCode } from '../domain/store-views';
import { readResult } from './envelope';

export async function lookupUrl(
  http: KyInstance,
  storeCode: StoreCode,
  url: string,
  signal?: AbortSignal,
): Promise<UrlLookupResult | null> {
  const response = await http.post('api/url/map', { json: { url, storeCode }, signal });
  if (response.status === 404) return null;
  return readResult(response, urlMapResponseSchema);
}
