import { sha3_224 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { canonicalJson, optionSetHash, orderContentHash } from '../../src/domain/order/hash';
import { filledDetails, sampleDraft, sampleOrder } from './order-fixtures';

const sha3 = (text: string) => bytesToHex(sha3_224(utf8ToBytes(text)));

describe('order content hash (SPEC 4 "Order placing" steps 1-2)', () => {
  it('is the same for a double submit of the same content, whatever the id and time', () => {
    const first = sampleOrder('order-0001');
    const second = { ...sampleOrder('order-0002'), created_at: '2026-12-01T00:00:00.000Z' };
    expect(orderContentHash(first)).toBe(orderContentHash(second));
    expect(orderContentHash(first)).toMatch(/^[0-9a-f]{56}$/);
  });

  it('differs when the products, an address or a method differ', () => {
    const base = orderContentHash(sampleOrder('order-0001'));
    const moreQty = sampleOrder('order-0001');
    moreQty.products = moreQty.products.map((product, index) => (index === 0 ? { ...product, qty: 3 } : product));
    const details = filledDetails();
    details.shippingDetails.city = 'Tallinn';
    const otherCity = sampleOrder('order-0001', sampleDraft(details));
    const otherPayment = sampleOrder('order-0001');
    otherPayment.addressInformation = { ...otherPayment.addressInformation, payment_method_code: 'montonio_vsf' };
    const hashes = [moreQty, otherCity, otherPayment].map(orderContentHash);
    expect(new Set([base, ...hashes]).size).toBe(4);
  });

  it('does not depend on the order of object keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
  });
});

describe('option-set hash (SPEC 3 "Product")', () => {
  const configurable = [{ option_id: 93, option_value: 12 }];

  it('hashes the configurable options with numbers turned to strings (SHA3-224)', () => {
    const product = { product_option: { extension_attributes: { configurable_item_options: configurable } } };
    expect(optionSetHash(product)).toBe(sha3('[{"option_id":"93","option_value":"12"}]'));
  });

  it('takes the first non-empty set of bundle, custom and configurable options', () => {
    const custom = [{ option_id: 5, option_value: 'gift' }];
    const product = {
      product_option: {
        extension_attributes: { bundle_options: [], custom_options: custom, configurable_item_options: configurable },
      },
    };
    expect(optionSetHash(product)).toBe(sha3('[{"option_id":"5","option_value":"gift"}]'));
  });

  it('hashes null for a product without options, so equal plain products share it', () => {
    expect(optionSetHash({})).toBe(sha3('null'));
    expect(optionSetHash({ product_option: { extension_attributes: {} } })).toBe(sha3('null'));
  });
});
