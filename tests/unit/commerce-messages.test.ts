// SPEC 8 cart and order messages in the shopper's language: the stable English text of machines and the server is
// looked up once; values (a quantity, a coupon code, the shop's address) are carried into the translation.
import { describe, expect, it } from 'vitest';
import { translateCommerceMessage } from '../../src/app/messages/commerce-messages';
import { invalidCouponMessage, onlyAvailableMessage } from '../../src/domain/contract/cart';
import { CATALOGS } from '../../src/i18n/catalogs';
import { createI18n } from '../../src/i18n/i18n';

const et = createI18n('et-EE', CATALOGS['et-EE']);
const lv = createI18n('lv-LV', CATALOGS['lv-LV']);
const en = createI18n('en-US', CATALOGS['en-US']);

describe('translateCommerceMessage', () => {
  it('translates a SPEC 8 notification and the stock texts', () => {
    expect(translateCommerceMessage(et, 'Product has been added to the cart!')).toBe('Toode on lisatud ostukorvi!');
    expect(translateCommerceMessage(lv, 'Proceed to checkout')).toBe('Doties uz kasi');
    expect(translateCommerceMessage(et, 'Out of the stock!')).not.toBe('Out of the stock!');
  });

  it('carries the quantity and the coupon code of the server messages into the translation', () => {
    expect(translateCommerceMessage(et, onlyAvailableMessage(3))).toBe('Saadaval ainult 3');
    expect(translateCommerceMessage(lv, invalidCouponMessage('SUVI50'))).toBe('Atlaides kods "SUVI50" nav derīgs.');
  });

  it('fills an unfilled {email} with the shop address and keeps a filled one', () => {
    const template =
      'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}';
    expect(translateCommerceMessage(en, template, 'info@roivas.ee')).toBe(
      'Internal validation error. Please check if all required fields are filled in. Please contact us on info@roivas.ee',
    );
    expect(translateCommerceMessage(et, template.replace('{email}', 'info@roivas.lv'))).toMatch(/info@roivas\.lv$/);
  });

  it('shows an unknown message as it came', () => {
    expect(translateCommerceMessage(et, 'Something new from the server')).toBe('Something new from the server');
  });
});
