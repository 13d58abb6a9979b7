import { describe, expect, it } from 'vitest';
import { persistableDetails } from '../../src/domain/checkout/details';
import { orderRequestSchema } from '../../src/domain/contract/order';
import type { LiisiForm } from '../../src/domain/contract/payment';
import { buildOrderDraft, createOrderRequest } from '../../src/domain/order/payload';
import {
  CART,
  ORDER_TIME,
  PARCEL_MACHINE,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  filledDetails,
  sampleDraft,
} from './order-fixtures';

const LIISI_FORM: LiisiForm = {
  personalCode: '38001010014',
  employer: 'Rõivas OÜ',
  timeWorked: '24_60',
  totalIncome: 9000,
  monthlyLiabilities: 150,
  politicallyExposed: false,
  taxAuthorityConsent: true,
  validIdCard: true,
  numberOfPayments: 12,
  documentNumber: 'AB1234567',
  documentIssueDate: '2022-03-01',
  documentIssuePlace: 'Tallinn',
  occupation: 'employed_private',
};

describe('order payload (SPEC 3 "Order", SPEC 7 POST /api/order)', () => {
  it('builds a body the order contract accepts, from the checkout details and the cart', () => {
    const order = createOrderRequest(sampleDraft(), {
      newId: () => 'c0ffee00-0000-4000-8000-000000000001',
      now: ORDER_TIME,
    });
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
    expect(order).toMatchObject({
      order_id: 'c0ffee00-0000-4000-8000-000000000001',
      created_at: ORDER_TIME,
      updated_at: ORDER_TIME,
      store_code: 'ee',
      cart_id: 'cart-token-1',
      grand_total: 123.7,
    });
  });

  it('lists each cart line with its child sku, qty, options and the price the shopper saw', () => {
    expect(sampleDraft().products).toEqual([
      { sku: 'NA-DR-1001-RED-M', qty: 2, product_option: CART.items[0]?.product_option, price_incl_tax: 49.9 },
      { sku: 'AC-SC-3001', qty: 1, price_incl_tax: 19 },
    ]);
  });

  it('writes the SPEC 3 order address: street as a list with the apartment, the e-mail on both addresses', () => {
    const { shippingAddress, billingAddress } = sampleDraft().addressInformation;
    expect(shippingAddress).toEqual({
      firstname: 'Mari',
      lastname: 'Maasikas',
      city: 'Tartu',
      postcode: '50101',
      street: ['Tamme tn 5', '12'],
      telephone: '5123 4567',
      email: 'mari@example.ee',
      countryId: 'EE',
      region: null,
    });
    expect(billingAddress, 'billing same as shipping by default').toEqual(shippingAddress);
  });

  it('uses the billing address of its own, with company and tax id, when not the same as shipping', () => {
    const details = filledDetails();
    details.paymentDetails = {
      ...details.paymentDetails,
      billingSameAsShipping: false,
      firstName: 'Firma',
      lastName: 'OÜ',
      country: 'LV',
      streetAddress: 'Brivibas iela 1',
      city: 'Riga',
      zipCode: 'LV-1050',
      phoneNumber: '21234567',
      company: 'Firma OÜ',
      taxId: 'EE100200300',
    };
    const { billingAddress } = sampleDraft(details).addressInformation;
    expect(billingAddress).toMatchObject({
      countryId: 'LV',
      company: 'Firma OÜ',
      vat_id: 'EE100200300',
      street: ['Brivibas iela 1'],
    });
  });

  it('names the chosen methods by carrier and method code, with the parcel machine when the method needs one', () => {
    const details = filledDetails();
    details.shippingDetails.shippingMethod = 'omniva_parcel';
    details.shippingDetails.parcelMachineId = 'omniva-tartu-1';
    const info = buildOrderDraft({
      details,
      cart: CART,
      storeCode: 'ee',
      shippingMethods: SHIPPING_METHODS,
      paymentMethods: PAYMENT_METHODS,
    }).addressInformation;
    expect(info).toMatchObject({
      shipping_method_code: PARCEL_MACHINE.method_code,
      shipping_carrier_code: PARCEL_MACHINE.carrier_code,
      payment_method_code: 'cashondelivery',
      shipping_location_id: 'omniva-tartu-1',
    });
    expect(sampleDraft().addressInformation.shipping_location_id, 'a courier needs no location').toBeNull();
  });

  it('issue 15: leaves the Liisi application (personal data) out of payment_method_additional', () => {
    const details = filledDetails();
    details.paymentDetails.paymentMethodAdditional = { liisi: LIISI_FORM, bank: 'swedbank' };
    const order = buildOrderDraft({
      details,
      cart: CART,
      storeCode: 'ee',
      shippingMethods: SHIPPING_METHODS,
      paymentMethods: PAYMENT_METHODS,
    });
    expect(order.addressInformation.payment_method_additional).toEqual({ bank: 'swedbank' });
    expect(JSON.stringify(order)).not.toContain(LIISI_FORM.personalCode);
    const stored = persistableDetails(details);
    expect(stored.paymentDetails.paymentMethodAdditional).toEqual({ bank: 'swedbank' });
    expect(details.paymentDetails.paymentMethodAdditional.liisi, 'the checkout keeps it for the Liisi call').toBe(
      LIISI_FORM,
    );
    const plain = filledDetails();
    expect(persistableDetails(plain), 'nothing to drop: the same details').toBe(plain);
  });

  it('keeps the id and creation time of an order that already has them (a resend: the idempotency key)', () => {
    const first = createOrderRequest(sampleDraft(), { newId: () => 'order-0001', now: ORDER_TIME });
    const again = createOrderRequest(first, { newId: () => 'order-0002', now: '2026-11-21T12:05:00.000Z' });
    expect([again.order_id, again.created_at, again.updated_at]).toEqual([
      'order-0001',
      ORDER_TIME,
      '2026-11-21T12:05:00.000Z',
    ]);
  });
});
