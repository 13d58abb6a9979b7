// Selectors of the account pages (STYLE "Views"): session and newsletter snapshots -> View props, and the address
// form <-> SPEC 3 address mapping, shared by the containers, the stories and the tests.
import type { SnapshotFrom } from 'xstate';
import type { newsletterMachine } from '../../../machines/newsletter.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import type { AddressValues } from '../../domain/account-forms';
import type { Address, Customer } from '../../domain/contract/user';
import { downloadPath } from '../../domain/downloads';
import type { NewsletterStatus } from './newsletter-view';
import type { OrdersStatus } from './orders-view';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;

/** SPEC 6: who may see an account page. */
export type AccountAccess = 'checking' | 'guest' | 'customer';

export function selectAccess(snapshot: SessionSnapshot): AccountAccess {
  if (snapshot.hasTag('authorized')) return 'customer';
  if (snapshot.matches('restoring')) return 'checking';
  return 'guest';
}

export function selectOrdersStatus(snapshot: SessionSnapshot): OrdersStatus {
  if (snapshot.matches({ authorized: { account: 'ready' } })) return 'ready';
  if (snapshot.matches({ authorized: { account: 'failed' } })) return snapshot.context.online ? 'failed' : 'offline';
  return snapshot.context.orderHistory ? 'ready' : 'loading';
}

export function selectNewsletterStatus(snapshot: NewsletterSnapshot): NewsletterStatus {
  if (snapshot.matches('subscribed') || snapshot.matches('unsubscribing')) return 'subscribed';
  if (snapshot.matches('unsubscribed') || snapshot.matches('subscribing')) return 'unsubscribed';
  // Issue 16 follow-up: a mailed confirmation link is not used yet: said so, not 'not subscribed'.
  if (snapshot.matches('pending')) return 'pending';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

/** The customer's shipping address: the default one, else the first. */
export function shippingAddressOf(user: Customer | null): Address | null {
  if (!user) return null;
  return user.addresses.find((address) => address.default_shipping) ?? user.addresses[0] ?? null;
}

/** SPEC 3 address -> the address form (street line 1 is the street, line 2 the house/apartment number). */
export function toAddressValues(address: Address | null): Partial<AddressValues> | null {
  if (!address) return null;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? '',
    taxId: address.vat_id ?? '',
    street: address.street[0] ?? '',
    houseNumber: address.street[1] ?? '',
    city: address.city,
    postcode: address.postcode,
    region: address.region ?? '',
    countryId: address.country_id,
    telephone: address.telephone ?? '',
  };
}

/** The address form -> SPEC 3 address; the shipping address is also the default billing one. */
export function fromAddressValues(values: AddressValues): Address {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: optional(values.company),
    vat_id: optional(values.taxId),
    street: [values.street.trim(), values.houseNumber.trim()].filter(Boolean),
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    region: optional(values.region),
    country_id: values.countryId,
    telephone: optional(values.telephone),
    default_shipping: true,
    default_billing: true,
  };
}

/**
 * Issue 17: the URL of a download link for the signed-in customer. A plain link (the browser saves the file) carries
 * the access token in `?token=` as SPEC 7 allows; the server's logs censor it. Null without a session.
 */
export function downloadHref(linkId: string, token: string | null): string | null {
  return token ? `${downloadPath(linkId)}?token=${encodeURIComponent(token)}` : null;
}
