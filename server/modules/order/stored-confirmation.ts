// Issue 15: an online payment's order is confirmed when the provider confirms the payment, later than the request
// that placed it; the confirmation mail (./confirmation-mail.ts) is then built from the stored order.
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import { findParcelMachine } from '../pricing/quote';
import type { ConfirmedOrder } from './confirmation-mail';

/** What the mail needs of the stored order (issue 18: the mail outbox reads these columns only). */
export type StoredOrder = Pick<
  typeof orders.$inferSelect,
  'incrementId' | 'storeCode' | 'email' | 'payload' | 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grandTotal'
>;

export async function storedConfirmation(db: Db, row: StoredOrder): Promise<ConfirmedOrder | null> {
  const payload = row.payload;
  const email = row.email ?? payload.addresses.billing?.email ?? payload.addresses.shipping?.email;
  if (!email) return null;
  const location = typeof payload.shipping_location_id === 'string' ? payload.shipping_location_id : null;
  const machine =
    location && payload.shipping_carrier_code
      ? await findParcelMachine(db, payload.shipping_carrier_code, location)
      : undefined;
  return {
    storeCode: row.storeCode === 'lv' ? 'lv' : 'ee',
    incrementId: row.incrementId,
    email,
    payload,
    totals: {
      subtotal: row.subtotal,
      shipping: row.shipping,
      discount: row.discount,
      paymentCost: Number(payload.payment_cost ?? 0),
      tax: row.tax,
      grandTotal: row.grandTotal,
    },
    parcelMachine: machine
      ? { name: machine.name, address: `${machine.address}, ${machine.postcode} ${machine.city}` }
      : null,
  };
}
