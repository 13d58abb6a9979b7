// The in-process services: the API routes call them over HTTP, SSR calls them directly (ARCHITECTURE §6).
import type { Db } from './db/client';
import { type CatalogService, createCatalogService } from './modules/catalog/service';
import { createStockService, type StockService } from './modules/stock/service';
import { createUrlService, type UrlService } from './modules/url/service';

export interface Services {
  catalog: CatalogService;
  stock: StockService;
  url: UrlService;
}

export function createServices(db: Db, clock?: () => Date): Services {
  const catalog = createCatalogService(db, clock);
  return { catalog, stock: createStockService(db), url: createUrlService(db, catalog) };
}
