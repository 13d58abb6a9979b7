// Issue 16 "Paper catalogue" (SPEC 1 "a paper catalogue order", SPEC 2 /paper-catalogue): anyone, a guest too, orders
// the printed catalogue to a postal address. POST /api/ext/paper-catalogue stores the order and mails it to the
// store view's address (server/modules/paper-catalogue); the fields are SPEC 3's address form's, without birthday,
// gender and tax ID (the address form's own rules, SPEC 5, are checked in the browser first).
import * as z from 'zod/mini';
import { STORE_CODES, type StoreCode } from '../store-views';
import { envelope } from './envelope';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const paperCatalogueOrderSchema = z.object({
  storeCode: z.enum(STORE_CODES as unknown as [StoreCode, ...StoreCode[]]),
  firstname: text(100),
  lastname: text(100),
  company: optionalText(255),
  street: text(255),
  houseNumber: text(40),
  city: text(100),
  postcode: text(20),
  region: optionalText(255),
  countryId: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/)),
  telephone: text(40),
});
export type PaperCatalogueOrder = z.infer<typeof paperCatalogueOrderSchema>;

/** Orders one client address may send within the window (then 429). */
export const PAPER_CATALOGUE_LIMIT = { perAddress: 5, windowSeconds: 60 * 60 } as const;
export const PAPER_CATALOGUE_TOO_MANY = 'Too many catalogue orders; please try again later';

export const paperCatalogueResponseSchema = envelope(z.literal('OK'));
