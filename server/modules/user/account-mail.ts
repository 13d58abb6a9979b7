// Issue 13 finding 4: the mail to the old address after the account's e-mail address changed, in the store's
// language with English below (like the reset mail, server/modules/user/reset-mail.ts).
import type { Mail } from '../mail/service';

const TEXT: Record<string, { subject: string; greeting: string; body: string; notYou: (shop: string) => string }> = {
  ee: {
    subject: 'Sinu Rõivase konto e-posti aadress on muudetud',
    greeting: 'Tere',
    body: 'Sinu Rõivase konto e-posti aadress muudeti. Uus aadress on:',
    notYou: (shop) =>
      `Kui sina seda ei muutnud, kirjuta meile kohe aadressil ${shop}: keegi teine võib su kontot kasutada.`,
  },
  lv: {
    subject: 'Tava Rõivas konta e-pasta adrese ir mainīta',
    greeting: 'Sveiki',
    body: 'Tava Rõivas konta e-pasta adrese tika mainīta. Jaunā adrese ir:',
    notYou: (shop) => `Ja tu to nemainīji, nekavējoties raksti mums uz ${shop}: kāds cits var izmantot tavu kontu.`,
  },
  en: {
    subject: 'The e-mail address of your Rõivas account was changed',
    greeting: 'Hello',
    body: 'The e-mail address of your Rõivas account was changed. The new address is:',
    notYou: (shop) =>
      `If you did not change it, write to us at ${shop} at once: someone else may be using your account.`,
  },
};

export function emailChangedMail(
  customer: { email: string; firstname: string },
  newEmail: string,
  storeCode: string,
  shopAddress: string,
): Mail {
  const local = TEXT[storeCode] ?? TEXT.ee;
  const en = TEXT.en;
  if (!local || !en) throw new Error('account mail texts missing');
  const block = (t: typeof en) =>
    `${t.greeting} ${customer.firstname},\n\n${t.body}\n${newEmail}\n\n${t.notYou(shopAddress)}`;
  return {
    to: customer.email,
    subject: `${local.subject} / ${en.subject}`,
    text: `${block(local)}\n\n---\n\n${block(en)}\n`,
  };
}
