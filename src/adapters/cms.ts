// SPEC 7 GET /api/ext/cms-data/cmsPageIdentifier/{identifier}/storeId/{storeId} for the browser. A 404 (SPEC 8 'CMS
// query returned empty result') is an answer (null: the page is not there); any other failure is an error the
// cms-page machine reports.
import type { KyInstance } from 'ky';
import { type CmsEntry, cmsEntryResponseSchema } from '../domain/contract/cms';
import { STORE_VIEWS, type StoreCode } from '../domain/store-views';
import { readResult } from './envelope';

export async function loadCmsPage(
  http: KyInstance,
  storeCode: StoreCode,
  identifier: string,
  signal?: AbortSignal,
): Promise<CmsEntry | null> {
  const path = `api/ext/cms-data/cmsPageIdentifier/${encodeURIComponent(identifier)}/storeId/${STORE_VIEWS[storeCode].storeId}`;
  const response = await http.get(path, { signal });
  if (response.status === 404 || response.status === 400) return null;
  return readResult(response, cmsEntryResponseSchema);
}
