// Demo customers and their orders (issue 4): two per store view with a known password (README "Demo accounts"),
// each with orders of the last months and one older than six months, which the order history drops (SPEC 5).
// Idempotent and fast: an existing customer is not hashed again, orders are keyed by their order_id.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, type OrderPayload, orders, productVariants, products, type StoredAddress } from '../db/schema';
import { hashPassword } from '../modules/user/passwords';
import { EE_VAT_PERCENT, LV_VAT_PERCENT } from './products';

/** README "Demo accounts": every demo customer signs in with this password. */
export const DEMO_PASSWORD = 'Demo-pass-1';

interface DemoCustomer {
  key: string;
  storeCode: 'ee' | 'lv';
  email: string;
  firstname: string;
  lastname: string;
  address: StoredAddress;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    key: 'mari',
    storeCode: 'ee',
    email: 'mari.maasikas@example.ee',
    firstname: 'Mari',
    lastname: 'Maasikas',
    address: {
      firstname: 'Mari',
      lastname: 'Maasikas',
      street: ['Pikk 12', 'korter 3'],
      city: 'Tallinn',
      postcode: '10123',
      country_id: 'EE',
      telephone: '5123 4567',
      default_shipping: true,
      default_billing: true,
    },
  },
  {
    key: 'jaan',
    storeCode: 'ee',
    email: 'jaan.tamm@example.ee',
    firstname: 'Jaan',
    lastname: 'Tamm',
    address: {
      firstname: 'Jaan',
      lastname: 'Tamm',
      company: 'Tamm OÜ',
      vat_id: 'EE100200300',
      street: ['Rüütli 5'],
      city: 'Tartu',
      postcode: '51007',
      country_id: 'EE',
      telephone: '5234 5678',
      default_shipping: true,
      default_billing: true,
    },
  },
  {
    key: 'janis',
    storeCode: 'lv',
    email: 'janis.berzins@example.lv',
    firstname: 'Jānis',
    lastname: 'Bērziņš',
    address: {
      firstname: 'Jānis',
      lastname: 'Bērziņš',
      street: ['Brīvības iela 40', 'dz. 7'],
      city: 'Rīga',
      postcode: 'LV-1050',
      country_id: 'LV',
      telephone: '2123 4567',
      default_shipping: true,
      default_billing: true,
    },
  },
  {
    key: 'liga',
    storeCode: 'lv',
    email: 'liga.ozola@example.lv',
    firstname: 'Līga',
    lastname: 'Ozola',
    address: {
      firstname: 'Līga',
      lastname: 'Ozola',
      street: ['Lielā iela 3'],
      city: 'Jelgava',
      postcode: 'LV-3001',
      country_id: 'LV',
      telephone: '2234 5678',
      default_shipping: true,
      default_billing: true,
    },
  },
];

/** Days before "now" of each demo order and its SPEC 3 status; the last is older than six months. */
const ORDER_AGES: readonly { days: number; status: string }[] = [
  { days: 3, status: 'pending' },
  { days: 24, status: 'complete' },
  { days: 95, status: 'canceled' },
  { days: 150, status: 'complete' },
  { days: 230, status: 'complete' },
];

const SHIPPING_INCL_TAX = 3.99;
const round2 = (value: number) => Math.round(value * 100) / 100;

async function ensureCustomer(db: Db, demo: DemoCustomer, now: Date, passwordHash: () => Promise<string>) {
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, demo.email));
  if (existing) return existing.id;
  const [row] = await db
    .insert(customers)
    .values({
      email: demo.email,
      firstname: demo.firstname,
      lastname: demo.lastname,
      passwordHash: await passwordHash(),
      storeCode: demo.storeCode,
      addresses: [{ id: 1, ...demo.address }],
      createdAt: new Date(now.getTime() - 400 * 86_400_000),
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (row) return row.id;
  const [raced] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, demo.email));
  if (!raced) throw new Error(`could not seed the demo customer ${demo.email}`);
  return raced.id;
}

/** A few sellable children of the store view's products, with their names, for the demo orders. */
async function orderableItems(db: Db, storeCode: string) {
  const rows = await db
    .select({ sku: productVariants.sku, name: products.name, price: productVariants.price })
    .from(productVariants)
    .innerJoin(products, sql`${products.sku} = ${productVariants.parentSku} and ${products.storeCode} = ${storeCode}`)
    .where(eq(productVariants.status, 1))
    .orderBy(asc(productVariants.sku))
    .limit(40);
  return rows;
}

function buildOrder(
  demo: DemoCustomer,
  customerId: number,
  index: number,
  items: Awaited<ReturnType<typeof orderableItems>>,
  now: Date,
) {
  const age = ORDER_AGES[index] ?? { days: 1, status: 'pending' };
  const rate = (demo.storeCode === 'ee' ? EE_VAT_PERCENT : LV_VAT_PERCENT) / 100;
  const customerIndex = DEMO_CUSTOMERS.indexOf(demo);
  const picked = [0, 1].map((offset) => items[(customerIndex * 7 + index * 3 + offset * 11) % items.length]);
  const lines = picked
    .filter((item): item is NonNullable<typeof item> => Boolean(item))
    .map((item, line) => {
      const qty = line + 1;
      const price = round2(Number(item.price) * (1 + rate));
      return { sku: item.sku, name: item.name, qty, price, row_total: round2(price * qty) };
    });
  const subtotal = round2(lines.reduce((sum, line) => sum + line.row_total, 0));
  const grandTotal = round2(subtotal + SHIPPING_INCL_TAX);
  const tax = round2(grandTotal - grandTotal / (1 + rate));
  const address = {
    firstname: demo.address.firstname,
    lastname: demo.address.lastname,
    city: demo.address.city,
    postcode: demo.address.postcode,
    street: demo.address.street,
    telephone: demo.address.telephone ?? null,
    email: demo.email,
    countryId: demo.address.country_id,
    company: demo.address.company ?? null,
  };
  const createdAt = new Date(now.getTime() - age.days * 86_400_000);
  const payload: OrderPayload = {
    products: lines,
    addresses: { shipping: address, billing: address },
    shipping_method_code: 'omniva',
    shipping_carrier_code: 'omniva',
    payment_method_code: demo.storeCode === 'ee' ? 'montonio' : 'modena',
  };
  const storeNumber = demo.storeCode === 'ee' ? 1 : 2;
  return {
    incrementId: `${storeNumber}${String(customerIndex * 10 + index + 1).padStart(8, '0')}`,
    orderId: `demo-${demo.key}-${index + 1}`,
    customerId,
    email: demo.email,
    storeCode: demo.storeCode,
    status: age.status,
    currency: 'EUR',
    subtotal,
    tax,
    shipping: SHIPPING_INCL_TAX,
    grandTotal,
    payload,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Seeds the demo customers and their orders; safe to run on every start. Returns the customers seeded. */
export async function seedAccounts(db: Db, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  // One argon2 hash for the run (each is ~50 ms); the customers share the password anyway.
  let hashed: Promise<string> | undefined;
  const passwordHash = () => {
    hashed ??= hashPassword(DEMO_PASSWORD);
    return hashed;
  };
  const itemsByStore = new Map<string, Awaited<ReturnType<typeof orderableItems>>>();
  for (const demo of DEMO_CUSTOMERS) {
    const customerId = await ensureCustomer(db, demo, now, passwordHash);
    let items = itemsByStore.get(demo.storeCode);
    if (!items) {
      items = await orderableItems(db, demo.storeCode);
      itemsByStore.set(demo.storeCode, items);
    }
    if (!items.length) continue;
    const rows = ORDER_AGES.map((_, index) => buildOrder(demo, customerId, index, items, now));
    await db.insert(orders).values(rows).onConflictDoNothing();
  }
  return DEMO_CUSTOMERS.length;
}
