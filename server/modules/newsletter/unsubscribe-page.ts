// Issue 13 finding 13: the small page behind the newsletter mails' unsubscribe link, in the store's language (the
// texts live here like the mails' texts do: the page is the mail's continuation, outside the shop's app). Opening the
// link only asks (mail scanners open links); the button posts, as does a mail client's one-click unsubscribe.
const TEXT = {
  ee: {
    title: 'Uudiskirjast loobumine',
    ask: (email: string) => `Kas lõpetame uudiskirja saatmise aadressile ${email}?`,
    button: 'Loobu uudiskirjast',
    done: (email: string) => `Aadress ${email} ei saa enam meie uudiskirja.`,
    invalid: 'See link ei kehti. Kasuta uudiskirja kirjas olevat linki või muuda tellimust oma konto lehel.',
    shop: 'Tagasi poodi',
  },
  lv: {
    title: 'Atteikšanās no jaunumiem',
    ask: (email: string) => `Vai pārtraukt jaunumu sūtīšanu uz adresi ${email}?`,
    button: 'Atteikties no jaunumiem',
    done: (email: string) => `Adrese ${email} vairs nesaņems mūsu jaunumus.`,
    invalid: 'Šī saite nav derīga. Izmanto saiti jaunumu vēstulē vai maini abonementu sava konta lapā.',
    shop: 'Atpakaļ uz veikalu',
  },
} as const;

export type UnsubscribePage = { kind: 'ask'; action: string } | { kind: 'done' } | { kind: 'invalid' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function unsubscribePage(storeCode: string, email: string, page: UnsubscribePage): string {
  const lang = storeCode === 'lv' ? 'lv' : 'ee';
  const t = TEXT[lang];
  const body =
    page.kind === 'ask'
      ? `<p>${escapeHtml(t.ask(email))}</p><form method="post" action="${escapeHtml(page.action)}"><button type="submit">${t.button}</button></form>`
      : `<p>${escapeHtml(page.kind === 'done' ? t.done(email) : t.invalid)}</p>`;
  return `<!doctype html>
<html lang="${lang === 'ee' ? 'et' : 'lv'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title} · Rõivas</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#222}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#222;color:#fff;cursor:pointer}
p{overflow-wrap:anywhere}</style></head>
<body><h1>${t.title}</h1>${body}<p><a href="/${lang}/">${t.shop}</a></p></body></html>
`;
}
