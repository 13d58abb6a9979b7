// The Mailchimp Marketing API for the newsletter (VSF1's mailchimp-subscribe extension), with fetch: a member is
// addressed by the MD5 of the lower-cased e-mail address, authentication is HTTP basic with the API key, and the
// datacenter is the key's suffix (abc123-us21 -> https://us21.api.mailchimp.com).
import { createHash } from 'node:crypto';
import type { NewsletterStatus } from '../../../src/domain/contract/newsletter';

export interface MailchimpSettings {
  apiKey: string;
  listId: string;
  /** Default https://<datacenter>.api.mailchimp.com; tests point it at a local fake. */
  apiUrl?: string;
}

export interface SubscriberList {
  status(email: string): Promise<NewsletterStatus>;
  subscribe(email: string): Promise<void>;
  unsubscribe(email: string): Promise<void>;
}

export class MailchimpError extends Error {
  constructor(status: number, detail: string) {
    super(`Mailchimp answered ${status}: ${detail}`);
    this.name = 'MailchimpError';
  }
}

export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

export function mailchimpOrigin(settings: MailchimpSettings): string {
  if (settings.apiUrl) return settings.apiUrl.replace(/\/$/, '');
  const datacenter = settings.apiKey.split('-').pop();
  return `https://${datacenter}.api.mailchimp.com`;
}

export function createMailchimpList(settings: MailchimpSettings): SubscriberList {
  const authorization = `Basic ${Buffer.from(`shop:${settings.apiKey}`).toString('base64')}`;
  const memberUrl = (email: string) =>
    `${mailchimpOrigin(settings)}/3.0/lists/${encodeURIComponent(settings.listId)}/members/${subscriberHash(email)}`;
  const call = async (method: string, email: string, body?: object) => {
    const response = await fetch(memberUrl(email), {
      method,
      headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json().catch(() => ({}))) as { status?: unknown; detail?: string };
    return { status: response.status, json };
  };
  return {
    async status(email) {
      const { status, json } = await call('GET', email);
      if (status === 404) return 'not-found';
      if (status !== 200) throw new MailchimpError(status, String(json.detail ?? ''));
      return json.status === 'subscribed' ? 'subscribed' : 'unsubscribed';
    },
    async subscribe(email) {
      // PUT adds or updates: a new address is subscribed, an unsubscribed one subscribes again.
      const { status, json } = await call('PUT', email, {
        email_address: email,
        status_if_new: 'subscribed',
        status: 'subscribed',
      });
      if (status !== 200) throw new MailchimpError(status, String(json.detail ?? ''));
    },
    async unsubscribe(email) {
      const { status, json } = await call('PATCH', email, { status: 'unsubscribed' });
      if (status !== 200 && status !== 404) throw new MailchimpError(status, String(json.detail ?? ''));
    },
  };
}
