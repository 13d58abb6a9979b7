// The password reset mail (SPEC 7 reset-password): the link to /{storeCode}/reset-password/{token}, valid one hour.
import type { Mail } from '../mail/service';

const TEXT: Record<string, { subject: string; greeting: string; body: string; expiry: string; ignore: string }> = {
  ee: {
    subject: 'Parooli lähtestamine',
    greeting: 'Tere',
    body: 'Uue parooli saad määrata sellel lingil:',
    expiry: 'Link kehtib ühe tunni ja ühe korra.',
    ignore: 'Kui sa parooli lähtestamist ei küsinud, võid selle kirja kustutada.',
  },
  lv: {
    subject: 'Paroles atiestatīšana',
    greeting: 'Sveiki',
    body: 'Jaunu paroli vari iestatīt, izmantojot šo saiti:',
    expiry: 'Saite ir derīga vienu stundu un vienu reizi.',
    ignore: 'Ja tu neprasīji paroles atiestatīšanu, vari šo vēstuli izdzēst.',
  },
  en: {
    subject: 'Reset your password',
    greeting: 'Hello',
    body: 'Set a new password with this link:',
    expiry: 'The link works once, within one hour.',
    ignore: 'If you did not ask to reset your password, you can delete this mail.',
  },
};

export function resetPasswordMail(
  customer: { email: string; firstname: string },
  link: string,
  storeCode: string,
): Mail {
  const local = TEXT[storeCode] ?? TEXT.ee;
  const en = TEXT.en;
  if (!local || !en) throw new Error('reset mail texts missing');
  const block = (t: typeof en) =>
    `${t.greeting} ${customer.firstname},\n\n${t.body}\n${link}\n\n${t.expiry}\n${t.ignore}`;
  return {
    to: customer.email,
    subject: `${local.subject} / ${en.subject}`,
    text: `${block(local)}\n\n---\n\n${block(en)}\n`,
  };
}
