// Story data for the cart and the checkout: lines made from the seeded fixture products of the ee store view
// (stories/fixtures/products.ts), with their chosen child's colour and size, and the server's shapes of totals,
// shipping and payment methods and parcel machines (src/domain/contract/cart.ts).
import { BESTSELLERS, NEW_COLLECTION } from '../../../stories/fixtures/products';
import { productHref } from '../../app/routing/routes';
import { colourByValueIndex } from '../../domain/colours';
import type { Product } from '../../domain/contract/catalog';
import type { ParcelMachine, PaymentMethod, ShippingMethod } from '../../domain/contract/cart';
import { roundMoney } from '../../domain/money';
import { sizeByValueIndex } from '../../domain/sizes';
import type { CartLineItem } from './cart-line';
import type { TotalsSummaryValues } from './totals-summary';

/** SPEC 3: the EE rate the fixture prices carry. */
const EE_VAT_PERCENT = 24;

function bySku(sku: string): Product {
  const product = [...NEW_COLLECTION, ...BESTSELLERS].find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`No fixture product with sku "${sku}"`);
  return product;
}

/** A cart line of the fixture product's first child, as the cart container would build it. */
export function cartLine(sku: string, qty: number, extra: Partial<CartLineItem> = {}): CartLineItem {
  const product = bySku(sku);
  const child = product.configurable_children?.[0];
  const price = child?.final_price_incl_tax ?? product.final_price_incl_tax;
  const colour = child?.color ? colourByValueIndex(Number(child.color)) : undefined;
  return {
    id: child?.sku ?? product.sku,
    sku: child?.sku ?? product.sku,
    name: product.name,
    href: productHref(product, child?.sku, 'ee'),
    image: child?.image ?? product.image,
    colour: colour?.names.et ?? null,
    size: child?.size ? (sizeByValueIndex(Number(child.size))?.label ?? null) : null,
    qty,
    price,
    originalPrice: child?.original_price_incl_tax ?? product.original_price_incl_tax,
    rowTotal: roundMoney(price * qty),
    ...extra,
  };
}

export const ONE_LINE: CartLineItem[] = [cartLine('NA-DR-1001', 1)];
export const MANY_LINES: CartLineItem[] = [
  cartLine('NA-DR-1001', 1),
  cartLine('NA-BL-1103', 2),
  cartLine('ME-TR-1102', 1),
  cartLine('NA-SW-1105', 1),
];

/** The totals of lines with tax included at the EE rate, as the server computes them. */
export function totalsOf(
  lines: readonly CartLineItem[],
  {
    shipping = null,
    discount = 0,
    couponCode = null,
  }: { shipping?: number | null; discount?: number; couponCode?: string | null } = {},
): TotalsSummaryValues {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.rowTotal, 0));
  const grandTotal = roundMoney(subtotal + (shipping ?? 0) - discount);
  const tax = roundMoney(grandTotal - grandTotal / (1 + EE_VAT_PERCENT / 100));
  return { subtotal, shipping, discount: -discount, tax, grandTotal, couponCode };
}

const method = (
  carrier: string,
  carrierTitle: string,
  code: string,
  title: string,
  price: number,
  extra: Partial<ShippingMethod> = {},
): ShippingMethod => ({
  carrier_code: carrier,
  carrier_title: carrierTitle,
  method_code: code,
  method_title: title,
  price_incl_tax: price,
  amount: price,
  cost: price,
  offline: false,
  default: false,
  available: true,
  is_server_method: true,
  ...extra,
});

export const SHIPPING_METHODS_EE: ShippingMethod[] = [
  method('omniva', 'Omniva', 'parcel', 'Pakiautomaat', 2.99, { needs_location: true, default: true }),
  method('dpd', 'DPD', 'courier', 'Kuller', 4.99),
  method('store', 'Rõivas', 'pickup', 'Kauplusest', 0),
];
export const SHIPPING_METHODS_LV: ShippingMethod[] = [
  method('omniva', 'Omniva', 'parcel', 'Pakomāts', 3.49, { needs_location: true, default: true }),
  method('dpd', 'DPD', 'courier', 'Kurjers', 5.99),
];

export const PAYMENT_METHODS: PaymentMethod[] = [
  { code: 'montonio_vsf', title: 'Pangalink', cost_incl_tax: 0, default: true, is_server_method: true, offline: false },
  {
    code: 'esto_hirepurchase',
    title: 'ESTO järelmaks',
    cost_incl_tax: 0,
    default: false,
    is_server_method: true,
    offline: false,
  },
  {
    code: 'cashondelivery',
    title: 'Sularaha kättesaamisel',
    cost_incl_tax: 1.5,
    default: false,
    is_server_method: false,
    offline: true,
  },
];

const machine = (id: string, name: string, address: string, city: string): ParcelMachine => ({
  id,
  carrier_code: 'omniva',
  name,
  address,
  city,
  country_id: 'EE',
});

export const PARCEL_MACHINES: ParcelMachine[] = [
  machine('omniva-ee-101', 'Kristiine keskus', 'Endla 45', 'Tallinn'),
  machine('omniva-ee-102', 'Viru keskus', 'Viru väljak 4', 'Tallinn'),
  machine('omniva-ee-201', 'Tasku keskus', 'Turu 2', 'Tartu'),
  machine('omniva-ee-301', 'Port Artur 2', 'Lai 11', 'Pärnu'),
];
