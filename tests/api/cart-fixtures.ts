// Fixtures of the cart and order suites: one demo product set to known prices and stock, so totals can be checked
// against figures computed by hand, and small clients for the cart calls and order bodies.
import type { OrderRequest } from '../../src/domain/contract/order';
import { type AccountApp, sql } from './user-fixtures';

/** Net price of the prepared product: 50.00 € with EE VAT 24 %, 48.79 € with LV VAT 21 % (40.3226 × 1.21). */
export const NET_PRICE = 40.3226;
export const EE_PRICE = 50;
export const LV_PRICE = 48.79;

export interface Prepared {
  parentSku: string;
  /** In stock, managed, 5 available. */
  inStock: string;
  /** Its color and size value_index (the parent sku plus these names it). */
  inStockOptions: { color: number; size: number };
  /** Managed, sold out. */
  soldOut: string;
  /** Stock not managed (SPEC 4 volatile), qty 0. */
  unmanaged: string;
  /** Status 2: unavailable (SPEC 3). */
  disabled: string;
  /** Another child in stock (5). */
  other: string;
}

/** The first demo product sold in both store views with 5+ children, set to NET_PRICE and known stock. */
export async function prepareProduct(t: AccountApp, offset = 0): Promise<Prepared> {
  const [parent] = await t.rows<{ parent_sku: string }>(
    sql`select v.parent_sku from product_variants v
        where exists (select 1 from products p where p.sku = v.parent_sku and p.status = 1 and p.store_code = 'ee')
          and exists (select 1 from products p where p.sku = v.parent_sku and p.status = 1 and p.store_code = 'lv')
        group by v.parent_sku having count(*) >= 5 order by v.parent_sku limit 1 offset ${offset}`,
  );
  const parentSku = parent?.parent_sku ?? '';
  await t.rows(sql`update products set price = ${NET_PRICE}, special_price = null where sku = ${parentSku}`);
  await t.rows(
    sql`update product_variants set price = ${NET_PRICE}, special_price = null, status = 1 where parent_sku = ${parentSku}`,
  );
  const children = await t.rows<{ sku: string; color: number; size: number }>(
    sql`select sku, color, size from product_variants where parent_sku = ${parentSku} order by id limit 5`,
  );
  const [inStock, soldOut, unmanaged, disabled, other] = children.map((child) => child.sku) as [
    string,
    string,
    string,
    string,
    string,
  ];
  await t.rows(sql`update stock_items set qty = 5, is_in_stock = true, manage_stock = true
                   where sku in (${inStock}, ${disabled}, ${other})`);
  await t.rows(sql`update stock_items set qty = 0, is_in_stock = false, manage_stock = true where sku = ${soldOut}`);
  await t.rows(sql`update stock_items set qty = 0, is_in_stock = true, manage_stock = false where sku = ${unmanaged}`);
  await t.rows(sql`update product_variants set status = 2 where sku = ${disabled}`);
  const first = children[0] ?? { color: 0, size: 0 };
  return {
    parentSku,
    inStock,
    inStockOptions: { color: Number(first.color), size: Number(first.size) },
    soldOut,
    unmanaged,
    disabled,
    other,
  };
}

export async function stockOf(t: AccountApp, sku: string): Promise<{ qty: number; is_in_stock: boolean }> {
  const [row] = await t.rows<{ qty: number; is_in_stock: boolean }>(
    sql`select qty, is_in_stock from stock_items where sku = ${sku}`,
  );
  return { qty: Number(row?.qty), is_in_stock: Boolean(row?.is_in_stock) };
}

/** A cart call: `cartId` (and the extra query) in the URL, the token as Bearer when given. */
export function cartCall(t: AccountApp) {
  return <T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: { cartId?: string; token?: string; query?: Record<string, string>; body?: unknown } = {},
  ) => {
    const query = new URLSearchParams({
      ...(options.cartId === undefined ? {} : { cartId: options.cartId }),
      ...options.query,
    }).toString();
    return t.call<T>(method, `/api/cart/${path}${query ? `?${query}` : ''}`, {
      token: options.token,
      body: options.body,
    });
  };
}

const address = (storeCode: 'ee' | 'lv', email = 'tellija@example.ee') =>
  storeCode === 'ee'
    ? {
        firstname: 'Kati',
        lastname: 'Karu',
        city: 'Tallinn',
        postcode: '10117',
        street: ['Narva mnt 7'],
        telephone: '5123 4567',
        email,
        countryId: 'EE',
      }
    : {
        firstname: 'Anna',
        lastname: 'Kalniņa',
        city: 'Rīga',
        postcode: 'LV-1050',
        street: ['Brīvības iela 40'],
        telephone: '2123 4567',
        email,
        countryId: 'LV',
      };

/**
 * Order rate limits (issue 13: 30 per client address, 10 per e-mail in 15 minutes) raised for suites that place many
 * orders from one address with one e-mail; tests/security/order-limits.test.ts checks the defaults.
 */
export const MANY_ORDERS = { ORDER_RATE_LIMIT_PER_ADDRESS: 100_000, ORDER_RATE_LIMIT_PER_EMAIL: 100_000 } as const;

let orderCounter = 0;

/** A valid order body: cash on delivery, courier, the given products; a fresh order_id unless given. */
export function orderBody(
  products: OrderRequest['products'],
  overrides: Partial<OrderRequest> & { email?: string } = {},
): OrderRequest {
  const { email, ...rest } = overrides;
  const storeCode = overrides.store_code ?? 'ee';
  orderCounter += 1;
  return {
    order_id: `test-order-${process.pid}-${Date.now()}-${orderCounter}`,
    created_at: '2026-11-21T11:59:00.000Z',
    updated_at: '2026-11-21T11:59:00.000Z',
    store_code: storeCode,
    cart_id: null,
    products,
    addressInformation: {
      shippingAddress: address(storeCode, email),
      billingAddress: address(storeCode, email),
      shipping_method_code: 'courier',
      shipping_carrier_code: 'courier',
      payment_method_code: 'cashondelivery',
    },
    ...rest,
  };
}
