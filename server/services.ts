// The in-process services: the API routes call them over HTTP, SSR calls them directly (ARCHITECTURE §6).
import type { Db } from './db/client';
import { type CatalogService, createCatalogService } from './modules/catalog/service';

export interface Services {
  catalog: CatalogService;
}

export function createServices(db: Db, clock?: () => Date): Services {
  return { catalog: createCatalogService(db, clock) };
}
