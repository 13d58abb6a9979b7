// Issue 16 service forms with SPEC 5's messages: the contact form (name, e-mail, subject, message) and order
// tracking (order number, e-mail). Each returns the first problem of every field (src/domain/account-forms.ts).
import { email, type FieldErrors, nameRule, required, validateFields } from './account-forms';

export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type ContactValues = Record<ContactField, string> & { website: string };

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };

/** The server's limits (src/domain/contract/mail.ts): a subject of 200, a message of 20 000 characters. */
export const CONTACT_MAX = { name: 100, subject: 200, message: 5000 } as const;

export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  return validateFields<ContactField>(values, {
    name: [required, nameRule(2)],
    email: [required, email],
    subject: [required],
    message: [required],
  });
}

export type TrackingField = 'orderNumber' | 'email';
export type TrackingValues = Record<TrackingField, string>;

export const EMPTY_TRACKING: TrackingValues = { orderNumber: '', email: '' };

export function validateTracking(values: TrackingValues): FieldErrors<TrackingField> {
  return validateFields<TrackingField>(values, { orderNumber: [required], email: [required, email] });
}
