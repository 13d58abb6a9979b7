// Issue 16 (double opt-in): the small page behind the confirmation link of a newsletter sign-up, in the store's
// language (like the unsubscribe page, it continues the mail outside the shop's app). Opening the link only asks
// (mail scanners open links); the button posts, which subscribes and mails SPEC 9's 10 % coupon.
const TEXT = {
  ee: {
    title: 'Uudiskirja tellimuse kinnitamine',
    ask: 'Kinnita, et soovid saada Rõivase uudiskirja. Pärast kinnitamist saadame sulle 10 % sooduskoodi.',
    button: 'Kinnitan tellimuse',
    done: (email: string) =>
      `Aitäh! Aadress ${email} on nüüd uudiskirjaga liitunud. Sinu 10 % sooduskood on teel sinu postkasti.`,
    invalid: 'See kinnituslink ei kehti. Kasuta uudiskirja kinnituskirjas olevat linki või liitu uuesti.',
    expired: 'See kinnituslink on aegunud (link kehtib 48 tundi). Liitu uudiskirjaga uuesti, et saada uus link.',
    shop: 'Tagasi poodi',
  },
  lv: {
    title: 'Jaunumu abonēšanas apstiprināšana',
    ask: 'Apstiprini, ka vēlies saņemt Rõivas jaunumus. Pēc apstiprināšanas nosūtīsim tev 10 % atlaides kodu.',
    button: 'Apstiprinu abonēšanu',
    done: (email: string) =>
      `Paldies! Adrese ${email} tagad ir pierakstīta jaunumiem. Tavs 10 % atlaides kods jau ir ceļā uz tavu pastkasti.`,
    invalid: 'Šī apstiprinājuma saite nav derīga. Izmanto saiti apstiprinājuma vēstulē vai pieraksties vēlreiz.',
    expired:
      'Šīs apstiprinājuma saites derīgums ir beidzies (tā ir derīga 48 stundas). Pieraksties vēlreiz, lai saņemtu jaunu.',
    shop: 'Atpakaļ uz veikalu',
  },
} as const;

export type ConfirmPage =
  | { kind: 'ask'; action: string }
  | { kind: 'done'; email: string }
  | { kind: 'invalid' }
  | { kind: 'expired' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function confirmPage(storeCode: string, page: ConfirmPage): string {
  const lang = storeCode === 'lv' ? 'lv' : 'ee';
  const t = TEXT[lang];
  const body =
    page.kind === 'ask'
      ? `<p>${escapeHtml(t.ask)}</p><form method="post" action="${escapeHtml(page.action)}"><button type="submit">${t.button}</button></form>`
      : `<p role="status">${escapeHtml(page.kind === 'done' ? t.done(page.email) : t[page.kind])}</p>`;
  return `<!doctype html>
<html lang="${lang === 'ee' ? 'et' : 'lv'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title} · Rõivas</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#222}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#222;color:#fff;cursor:pointer}
p{overflow-wrap:anywhere}</style></head>
<body><main><h1>${t.title}</h1>${body}<p><a href="/${lang}/">${t.shop}</a></p></main></body></html>
`;
}
