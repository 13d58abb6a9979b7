// Issue 16 "Store locator": the shop's stores, in the seed's order; the city filter compares case-insensitively.
import { asc, eq, sql } from 'drizzle-orm';
import type { ShopStore, StoreService } from '../../../src/domain/contract/stores';
import type { Db } from '../../db/client';
import { shopStores } from '../../db/schema';

export interface StoresService {
  list(city?: string): Promise<ShopStore[]>;
  byId(id: number): Promise<ShopStore | null>;
}

type Row = typeof shopStores.$inferSelect;

function toStore(row: Row): ShopStore {
  return {
    id: row.id,
    name: row.name,
    country_id: row.countryId === 'LV' ? 'LV' : 'EE',
    city: row.city,
    street: row.street,
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    time_zone: row.timeZone,
    opening_hours: row.openingHours,
    services: row.services as StoreService[],
  };
}

export function createStoresService(db: Db): StoresService {
  return {
    async list(city) {
      const query = db.select().from(shopStores);
      const rows = await (city ? query.where(sql`lower(${shopStores.city}) = lower(${city})`) : query).orderBy(
        asc(shopStores.position),
        asc(shopStores.id),
      );
      return rows.map(toStore);
    },
    async byId(id) {
      const [row] = await db.select().from(shopStores).where(eq(shopStores.id, id)).limit(1);
      return row ? toStore(row) : null;
    },
  };
}
