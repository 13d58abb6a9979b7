// The abandoned-cart reminder (issue 15, SPEC 2 "Abandoned-cart return"): in the store's language, with English
// below as the other mails of the shop have it, and the link to /{storeCode}/abandoned-cart-return.
import type { Mail } from '../mail/service';

interface Texts {
  subject: string;
  greeting: string;
  body: (items: number) => string;
  action: string;
  stock: string;
}

const TEXT: Record<'ee' | 'lv' | 'en', Texts> = {
  ee: {
    subject: 'Sinu ostukorv ootab sind',
    greeting: 'Tere',
    body: (items) => `Sinu Rõivase ostukorvi jäi ${items === 1 ? '1 toode' : `${items} toodet`}.`,
    action: 'Jätka ostu sellel lingil:',
    stock: 'Kontrollime laoseisu uuesti, kui tagasi tuled.',
  },
  lv: {
    subject: 'Tavs iepirkumu grozs tevi gaida',
    greeting: 'Sveiki',
    body: (items) =>
      `Tavā Rõivas iepirkumu grozā palika ${items} ${items % 10 === 1 && items % 100 !== 11 ? 'prece' : 'preces'}.`,
    action: 'Turpini pirkumu, izmantojot šo saiti:',
    stock: 'Kad atgriezīsies, mēs vēlreiz pārbaudīsim preču atlikumu.',
  },
  en: {
    subject: 'Your shopping cart is waiting for you',
    greeting: 'Hello',
    body: (items) => `${items === 1 ? '1 item was' : `${items} items were`} left in your Rõivas shopping cart.`,
    action: 'Continue with your purchase here:',
    stock: 'We check the stock again when you come back.',
  },
};

export function abandonedCartMail(
  customer: { email: string; firstname: string },
  items: number,
  link: string,
  storeCode: string,
): Mail {
  const local = storeCode === 'lv' ? TEXT.lv : TEXT.ee;
  const block = (t: Texts) =>
    `${t.greeting} ${customer.firstname},\n\n${t.body(items)}\n${t.action}\n${link}\n\n${t.stock}`;
  return {
    to: customer.email,
    subject: `${local.subject} / ${TEXT.en.subject}`,
    text: `${block(local)}\n\n---\n\n${block(TEXT.en)}\n`,
  };
}
