// Issue 16 "Store locator" (SPEC 1 further features: a store locator; store pickup uses the same list):
// GET /api/ext/stores?city= lists the shop's stores, GET /api/ext/stores/{id} one of them (404 when unknown).
import * as z from 'zod/mini';
import { envelope } from './envelope';

/** One day's opening: "HH:MM" in the store's own time zone; closes after opens on the same day. */
export const openingSchema = z.object({
  opens: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  closes: z.string().check(z.regex(/^([01]\d|2[0-4]):[0-5]\d$/)),
});
export type Opening = z.infer<typeof openingSchema>;

export const STORE_SERVICES = ['pickup', 'returns', 'alterations'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

export const shopStoreSchema = z.object({
  id: z.number(),
  name: z.string(),
  country_id: z.enum(['EE', 'LV']),
  city: z.string(),
  street: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  time_zone: z.string(),
  /** Monday first, seven days; null: closed that day. */
  opening_hours: z.array(z.nullable(openingSchema)),
  services: z.array(z.enum(STORE_SERVICES)),
});
export type ShopStore = z.infer<typeof shopStoreSchema>;

/** The city filter: a name as shown (at most 80 characters, no control characters). */
export const storeListQuerySchema = z.object({
  city: z.optional(z.string().check(z.trim(), z.maxLength(80))),
});

export const storeIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
});

export const STORE_NOT_FOUND = 'No such store';

export const storeListResponseSchema = envelope(z.array(shopStoreSchema));
export const storeResponseSchema = envelope(shopStoreSchema);
