// Issue 15 "Sandboxes": the providers' hosted pages as the local sandbox plays them, in the store's language (et, lv,
// en). Plain HTML, no script (the shop's CSP allows only its own script files); inline styles are allowed by it.
// One form posts the shopper's choice back to the sandbox, which then returns the browser to the shop.
import type { SandboxProvider } from './service';

type Lang = 'et' | 'lv' | 'en';

const TEXT = {
  et: {
    sandbox: 'Testkeskkond: raha ei liigu',
    amount: 'Summa',
    order: 'Tellimus',
    chooseBank: 'Vali pank',
    pay: 'Maksa',
    approve: 'Kinnita',
    decline: 'Keeldu',
    bankDeclines: 'Pank keeldub maksest',
    cancel: 'Katkesta ja naase poodi',
    timeout: 'Lase seansil aeguda',
    notify: 'Teavitus poele',
    notifyNow: 'kohe',
    notifyDelayed: '5 sekundi pärast',
    notifyTwice: 'kaks korda',
    notifyStale: 'õige teavitus, seejärel vananenud',
    notifyNone: 'ei saadeta',
    expired: 'Makseseanss aegus. Võid selle lehe sulgeda.',
    decided: 'Otsus on poele saadetud.',
    unknown: 'Makset ei leitud.',
    back: 'Tagasi poodi',
    reviewing: 'Järelmaksutaotlus ootab laenuandja otsust.',
    period: 'Maksete arv',
  },
  lv: {
    sandbox: 'Testa vide: nauda netiek pārskaitīta',
    amount: 'Summa',
    order: 'Pasūtījums',
    chooseBank: 'Izvēlies banku',
    pay: 'Maksāt',
    approve: 'Apstiprināt',
    decline: 'Atteikt',
    bankDeclines: 'Banka noraida maksājumu',
    cancel: 'Atcelt un atgriezties veikalā',
    timeout: 'Ļaut sesijai beigties',
    notify: 'Paziņojums veikalam',
    notifyNow: 'uzreiz',
    notifyDelayed: 'pēc 5 sekundēm',
    notifyTwice: 'divreiz',
    notifyStale: 'pareizais, pēc tam novecojis',
    notifyNone: 'netiek sūtīts',
    expired: 'Maksājuma sesija ir beigusies. Vari aizvērt šo lapu.',
    decided: 'Lēmums ir nosūtīts veikalam.',
    unknown: 'Maksājums nav atrasts.',
    back: 'Atpakaļ uz veikalu',
    reviewing: 'Nomaksas pieteikums gaida aizdevēja lēmumu.',
    period: 'Maksājumu skaits',
  },
  en: {
    sandbox: 'Sandbox: no money moves',
    amount: 'Amount',
    order: 'Order',
    chooseBank: 'Choose your bank',
    pay: 'Pay',
    approve: 'Approve',
    decline: 'Decline',
    bankDeclines: 'The bank declines the payment',
    cancel: 'Cancel and return to the shop',
    timeout: 'Let the session time out',
    notify: 'Notification to the shop',
    notifyNow: 'now',
    notifyDelayed: 'after 5 seconds',
    notifyTwice: 'twice',
    notifyStale: 'the right one, then a stale one',
    notifyNone: 'not sent',
    expired: 'The payment session has expired. You can close this page.',
    decided: 'The decision was sent to the shop.',
    unknown: 'Payment not found.',
    back: 'Back to the shop',
    reviewing: 'The instalment application awaits the lender’s decision.',
    period: 'Number of payments',
  },
} satisfies Record<Lang, Record<string, string>>;

const BRAND: Record<SandboxProvider, { name: string; color: string }> = {
  montonio: { name: 'Montonio', color: '#5b2ee5' },
  esto: { name: 'ESTO', color: '#0b7a75' },
  modena: { name: 'Modena', color: '#1b3a6b' },
  liisi: { name: 'Liisi', color: '#b3246b' },
};

/** Banks the Montonio sandbox offers, by country. */
export const SANDBOX_BANKS = ['Swedbank', 'SEB', 'LHV', 'Luminor', 'Citadele', 'Coop Pank'] as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const langOf = (locale: string): Lang => (locale === 'et' || locale === 'lv' ? locale : 'en');

function shell(provider: SandboxProvider, lang: Lang, body: string): string {
  const brand = BRAND[provider];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${brand.name} · ${TEXT[lang].sandbox}</title>
<style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f4f4f6;line-height:1.5}
header{background:${brand.color};color:#fff;padding:1rem 1.25rem}header strong{font-size:1.4rem}
header small{display:block;opacity:.85}main{max-width:32rem;margin:1.5rem auto;padding:0 1rem}
section{background:#fff;border-radius:8px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:#555}dd{margin:0;font-weight:600}
fieldset{border:1px solid #ddd;border-radius:6px;margin:0 0 1rem;padding:.75rem}legend{padding:0 .25rem}
.banks{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
.banks label{display:flex;gap:.5rem;align-items:center;border:1px solid #ccc;border-radius:6px;padding:.6rem;min-height:44px}
select{font:inherit;padding:.4rem;min-height:44px;width:100%}
.actions{display:grid;gap:.6rem}button{font:inherit;min-height:44px;padding:.6rem 1rem;border-radius:6px;cursor:pointer;
border:1px solid ${brand.color};background:#fff;color:${brand.color}}button.primary{background:${brand.color};color:#fff}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
p{overflow-wrap:anywhere}
</style></head>
<body><header><strong>${brand.name}</strong><small>${TEXT[lang].sandbox}</small></header><main><section>${body}</section></main></body></html>
`;
}

export interface PayPageData {
  provider: SandboxProvider;
  id: string;
  locale: string;
  reference: string;
  amount: number;
  currency: string;
  /** Liisi: the number of payments applied for. */
  period?: number;
}

function formatAmount(amount: number, currency: string, lang: Lang): string {
  const locale = lang === 'et' ? 'et-EE' : lang === 'lv' ? 'lv-LV' : 'en-GB';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** The provider's page: order, amount, the choices, and the notification options of the sandbox. */
export function payPage(data: PayPageData): string {
  const lang = langOf(data.locale);
  const t = TEXT[lang];
  const facts = `<dl><dt>${t.order}</dt><dd>${escapeHtml(data.reference)}</dd><dt>${t.amount}</dt><dd>${escapeHtml(
    formatAmount(data.amount, data.currency, lang),
  )}</dd>${data.period ? `<dt>${t.period}</dt><dd>${data.period}</dd>` : ''}</dl>`;
  const banks =
    data.provider === 'montonio'
      ? `<fieldset><legend>${t.chooseBank}</legend><div class="banks">${SANDBOX_BANKS.map(
          (bank, i) =>
            `<label><input type="radio" name="bank" value="${bank}"${i === 0 ? ' checked' : ''}> ${bank}</label>`,
        ).join('')}</div></fieldset>`
      : '';
  const notify = `<fieldset><legend><label for="notify">${t.notify}</label></legend><select id="notify" name="notify">
<option value="now">${t.notifyNow}</option><option value="delayed">${t.notifyDelayed}</option>
<option value="twice">${t.notifyTwice}</option><option value="stale">${t.notifyStale}</option>
<option value="none">${t.notifyNone}</option></select></fieldset>`;
  const approve = data.provider === 'montonio' ? t.pay : t.approve;
  const decline = data.provider === 'montonio' ? t.bankDeclines : t.decline;
  const timeout = data.provider === 'liisi' ? '' : `<button name="action" value="timeout">${t.timeout}</button>`;
  const intro = data.provider === 'liisi' ? `<p>${t.reviewing}</p>` : '';
  return shell(
    data.provider,
    lang,
    `${intro}${facts}<form method="post" action="/sandbox/${data.provider}/pay/${encodeURIComponent(data.id)}">${banks}${notify}
<div class="actions"><button class="primary" name="action" value="approve">${approve}</button>
<button name="action" value="decline">${decline}</button><button name="action" value="cancel">${t.cancel}</button>${timeout}</div></form>`,
  );
}

/** After a decision with no return (Liisi's lender, a timed-out session) or for an unknown payment. */
export function notePage(provider: SandboxProvider, locale: string, note: 'expired' | 'decided' | 'unknown'): string {
  const lang = langOf(locale);
  const t = TEXT[lang];
  const store = lang === 'lv' ? 'lv' : 'ee';
  return shell(provider, lang, `<p>${t[note]}</p><p><a href="/${store}/">${t.back}</a></p>`);
}
