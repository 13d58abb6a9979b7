// Story data for the account pages: a customer in the ee store and two orders of the seeded kind.
import type { AddressValues } from '../../domain/account-forms';
import type { OrderSummary } from '../../domain/contract/user';
import type { AccountSection } from './account-layout-view';

export const ACCOUNT_HREFS: Record<AccountSection, string> = {
  profile: '/ee/my-account',
  'shipping-details': '/ee/my-account/shipping-details',
  newsletter: '/ee/my-account/newsletter',
  orders: '/ee/my-account/orders',
  'recently-viewed': '/ee/my-account/recently-viewed',
  'paper-catalogue': '/ee/my-account/paper-catalogue',
  'loyalty-card': '/ee/my-account/loyalty-card',
};

export const PROFILE = { firstname: 'Mari', lastname: 'Tamm', email: 'mari.tamm@example.ee' };

export const ADDRESS: AddressValues = {
  firstname: 'Mari',
  lastname: 'Tamm',
  company: '',
  taxId: '',
  street: 'Pikk',
  houseNumber: '12-3',
  city: 'Tallinn',
  postcode: '10123',
  region: 'Harjumaa',
  countryId: 'EE',
  telephone: '5123 4567',
  birthday: '14-03-1991',
  gender: 'female',
};

const orderAddress = {
  firstname: 'Mari',
  lastname: 'Tamm',
  city: 'Tallinn',
  postcode: '10123',
  street: ['Pikk', '12-3'],
  telephone: '5123 4567',
  email: 'mari.tamm@example.ee',
  countryId: 'EE',
};

export const ORDER: OrderSummary = {
  increment_id: '000000102',
  created_at: '2025-07-03T11:05:00Z',
  status: 'complete',
  store_code: 'ee',
  currency: 'EUR',
  subtotal: 109.98,
  tax: 21.29,
  shipping: 3.99,
  grand_total: 113.97,
  items: [
    { sku: 'NA-DR-1001-02-M', name: 'Linane suvekleit', qty: 1, price: 54.99, row_total: 54.99 },
    { sku: 'NA-TO-1003-01-S', name: 'Klassikaline pluus', qty: 2, price: 27.495, row_total: 54.99 },
  ],
  addresses: { shipping: orderAddress, billing: { ...orderAddress, company: 'Rõivas OÜ' } },
};

export const ORDERS: OrderSummary[] = [
  ORDER,
  {
    ...ORDER,
    increment_id: '000000087',
    created_at: '2025-05-21T16:40:00Z',
    status: 'pending',
    subtotal: 59.99,
    tax: 11.61,
    shipping: 0,
    grand_total: 59.99,
    items: [{ sku: 'ME-TR-1102-06-M', name: 'Teksad', qty: 1, price: 59.99 }],
  },
  { ...ORDER, increment_id: '000000071', created_at: '2025-03-02T09:15:00Z', status: 'canceled' },
];

/** Issue 17: a paid order of the knitting pattern, bought three times, with a link in each state. */
export const ORDER_WITH_DOWNLOADS: OrderSummary = {
  ...ORDER,
  increment_id: '000000104',
  subtotal: 20.7,
  tax: 4.01,
  shipping: 0,
  grand_total: 20.7,
  items: [{ sku: 'DL-PATTERN-905', name: 'Kootud kampsuni muster (PDF)', qty: 1, price: 6.9, row_total: 6.9 }],
  addresses: { shipping: null, billing: ORDER.addresses.billing ?? null },
  downloads: [
    {
      link_id: 'Q2x0b3B1c2thbXBzdW5pbXVzdGVyMDE',
      sku: 'DL-PATTERN-905',
      title: 'Muster (PDF)',
      file_name: 'knitting-pattern-905-et.pdf',
      downloads_left: 4,
      expires_at: '2025-08-03T10:12:00Z',
      status: 'available',
    },
    {
      link_id: 'Q2x0b3B1c2thbXBzdW5pbXVzdGVyMDI',
      sku: 'DL-PATTERN-905',
      title: 'Skeem suures kirjas (PDF)',
      file_name: 'knitting-chart-905-et.pdf',
      downloads_left: 2,
      expires_at: '2025-06-01T10:12:00Z',
      status: 'expired',
    },
    {
      link_id: 'Q2x0b3B1c2thbXBzdW5pbXVzdGVyMDM',
      sku: 'DL-PATTERN-905',
      title: 'Juhend (PDF)',
      file_name: 'knitting-guide-905-et.pdf',
      downloads_left: 0,
      expires_at: '2025-08-03T10:12:00Z',
      status: 'used-up',
    },
  ],
};
