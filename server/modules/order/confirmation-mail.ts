// Issue 12 "The thank-you page promises only what happens", SPEC 3 "Order": the order-confirmation mail of every
// accepted order (placed online or sent later from the queue), in the store view's language: the order number, the
// lines, the totals, the shipping and billing addresses, the payment and delivery method (and the parcel machine).
// It goes to the order's e-mail through the mail service (the outbox without SMTP_URL).
import { COLOR_ATTRIBUTE_ID } from '../../../src/domain/colours';
import { configurableName } from '../../../src/domain/configurable-labels';
import { productOptionSchema } from '../../../src/domain/contract/cart';
import { formatPrice } from '../../../src/domain/money';
import { lineOptionsOf } from '../../../src/domain/product-options';
import { SIZE_ATTRIBUTE_ID } from '../../../src/domain/sizes';
import { STORE_VIEWS, type StoreCode } from '../../../src/domain/store-views';
import type { OrderPayload, OrderPayloadAddress } from '../../db/schema';
import type { Mail } from '../mail/service';

interface Texts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  intro: string;
  number: string;
  lines: string;
  /** Issue 17: a configurable line's colour and size. */
  colour: string;
  size: string;
  subtotal: string;
  shipping: string;
  discount: string;
  payment: string;
  tax: string;
  grandTotal: string;
  shippingAddress: string;
  billingAddress: string;
  deliveryMethod: string;
  paymentMethod: string;
  parcelMachine: string;
  /** Issue 16: the store an order is picked up in. */
  pickupStore: string;
  thanks: string;
  /** By carrier code; the parcel-machine carriers name the carrier. */
  delivery: Record<string, string>;
  /** By payment method code. */
  paymentMethods: Record<string, string>;
}

const TEXTS: Record<StoreCode, Texts> = {
  ee: {
    subject: (number) => `Tellimus ${number} on vastu võetud`,
    greeting: (name) => `Tere, ${name}!`,
    intro: 'Aitäh! Oleme sinu tellimuse kätte saanud.',
    number: 'Tellimuse number',
    lines: 'Tooted',
    colour: 'Värv',
    size: 'Suurus',
    subtotal: 'Vahesumma',
    shipping: 'Tarne',
    discount: 'Allahindlus',
    payment: 'Makseviisi tasu',
    tax: 'sh käibemaks',
    grandTotal: 'Kokku',
    shippingAddress: 'Tarneaadress',
    billingAddress: 'Arveldusaadress',
    deliveryMethod: 'Tarneviis',
    paymentMethod: 'Makseviis',
    parcelMachine: 'Pakiautomaat',
    pickupStore: 'Kauplus',
    thanks: 'Rõivas',
    delivery: {
      courier: 'Kuller',
      omniva: 'Omniva pakiautomaat',
      dpd: 'DPD pakiautomaat',
      pickup: 'Kauplusest järeletulek',
      freeshipping: 'Tarnet ei ole',
    },
    paymentMethods: {
      cashondelivery: 'Sularahas kättesaamisel',
      montonio_vsf: 'Pangalink (Montonio)',
      esto_hirepurchase: 'Järelmaks (ESTO)',
      modena_slice: 'Maksa 3 osas (Modena)',
      liisi_vsf: 'Järelmaks (Liisi)',
    },
  },
  lv: {
    subject: (number) => `Pasūtījums ${number} ir pieņemts`,
    greeting: (name) => `Sveiki, ${name}!`,
    intro: 'Paldies! Mēs esam saņēmuši tavu pasūtījumu.',
    number: 'Pasūtījuma numurs',
    lines: 'Preces',
    colour: 'Krāsa',
    size: 'Izmērs',
    subtotal: 'Starpsumma',
    shipping: 'Piegāde',
    discount: 'Atlaide',
    payment: 'Maksājuma veida maksa',
    tax: 't. sk. PVN',
    grandTotal: 'Kopā',
    shippingAddress: 'Piegādes adrese',
    billingAddress: 'Norēķinu adrese',
    deliveryMethod: 'Piegādes veids',
    paymentMethod: 'Maksājuma veids',
    parcelMachine: 'Pakomāts',
    pickupStore: 'Veikals',
    thanks: 'Rõivas',
    delivery: {
      courier: 'Kurjers',
      omniva: 'Omniva pakomāts',
      dpd: 'DPD pakomāts',
      pickup: 'Saņemšana veikalā',
      freeshipping: 'Bez piegādes',
    },
    paymentMethods: {
      cashondelivery: 'Skaidrā naudā saņemot',
      montonio_vsf: 'Bankas saite (Montonio)',
      esto_hirepurchase: 'Nomaksa (ESTO)',
      modena_slice: 'Maksā 3 daļās (Modena)',
      liisi_vsf: 'Nomaksa (Liisi)',
    },
  },
};

export interface ConfirmedOrder {
  storeCode: StoreCode;
  incrementId: string;
  email: string;
  payload: OrderPayload;
  totals: {
    subtotal: number;
    shipping: number;
    discount: number;
    paymentCost: number;
    tax: number;
    grandTotal: number;
  };
  /** The chosen parcel machine, as the shopper knows it (name and address); null for other methods. */
  parcelMachine: { name: string; address: string } | null;
}

const addressLines = (address: OrderPayloadAddress | null | undefined): string[] =>
  address
    ? [
        `${address.firstname} ${address.lastname}`,
        ...(address.company ? [address.company] : []),
        ...address.street,
        `${address.postcode} ${address.city}`,
        address.countryId,
        ...(address.telephone ? [address.telephone] : []),
      ]
    : [];

/**
 * Issue 17: what a line was chosen with, as the thank-you page shows it: a configurable child's colour and size (named
 * in the store view's language, also for an order stored before the names were), a bundle's items, custom options.
 */
function lineOptionsText(option: unknown, text: Texts, locale: string): string {
  const parsed = productOptionSchema.safeParse(option);
  if (!parsed.success) return '';
  const colour = configurableName(parsed.data, COLOR_ATTRIBUTE_ID, locale);
  const size = configurableName(parsed.data, SIZE_ATTRIBUTE_ID, locale);
  return [
    ...(colour ? [`${text.colour}: ${colour}`] : []),
    ...(size ? [`${text.size}: ${size}`] : []),
    ...lineOptionsOf(parsed.data).map((entry) => `${entry.label}: ${entry.value}`),
  ].join(', ');
}

/** The mail for an order the server accepted. */
export function orderConfirmationMail(order: ConfirmedOrder): Mail {
  const text = TEXTS[order.storeCode];
  const { locale } = STORE_VIEWS[order.storeCode];
  const price = (amount: number) => formatPrice(amount, locale);
  const { payload, totals } = order;
  const shipping = payload.addresses.shipping;
  const carrier = payload.shipping_carrier_code ?? '';
  const paymentCode = payload.payment_method_code ?? '';
  const lines = payload.products.map((line) => {
    const options = lineOptionsText(line.product_option, text, locale);
    return `- ${line.name} (${line.sku})${options ? `, ${options}` : ''} × ${line.qty}: ${price(line.row_total ?? line.price * line.qty)}`;
  });
  const rows = [
    `${text.subtotal}: ${price(totals.subtotal)}`,
    `${text.shipping}: ${price(totals.shipping)}`,
    ...(totals.paymentCost ? [`${text.payment}: ${price(totals.paymentCost)}`] : []),
    ...(totals.discount ? [`${text.discount}: ${price(totals.discount)}`] : []),
    `${text.grandTotal}: ${price(totals.grandTotal)}`,
    `${text.tax}: ${price(totals.tax)}`,
  ];
  const body = [
    text.greeting(shipping?.firstname ?? ''),
    '',
    text.intro,
    `${text.number}: ${order.incrementId}`,
    '',
    `${text.lines}:`,
    ...lines,
    '',
    ...rows,
    '',
    `${text.deliveryMethod}: ${text.delivery[carrier] ?? carrier}`,
    ...(order.parcelMachine
      ? [
          `${carrier === 'pickup' ? text.pickupStore : text.parcelMachine}: ${order.parcelMachine.name}, ${order.parcelMachine.address}`,
        ]
      : []),
    `${text.paymentMethod}: ${text.paymentMethods[paymentCode] ?? paymentCode}`,
    '',
    `${text.shippingAddress}:`,
    ...addressLines(shipping),
    '',
    `${text.billingAddress}:`,
    ...addressLines(payload.addresses.billing),
    '',
    text.thanks,
  ];
  return { to: order.email, subject: text.subject(order.incrementId), text: `${body.join('\n')}\n` };
}
