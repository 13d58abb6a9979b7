// The demo shop's CMS pages (SPEC 3 "CMS page"; SPEC 2: terms and privacy links by store view, static pages
// /about-us, /delivery, /returns). Short content in the store view's language.
import type { cmsPages } from '../db/schema';
import { SHOP_EMAIL, STORE_VIEWS, type StoreCode } from '../../src/domain/store-views';

type CmsPageRow = typeof cmsPages.$inferInsert;

interface PageText {
  identifier: string;
  title: string;
  body: string;
}

const mail = (store: StoreCode) => `<a href="mailto:${SHOP_EMAIL[store]}">${SHOP_EMAIL[store]}</a>`;
const slugOf = (link: string) => link.replace(/^\/i\//, '');

function estonianPages(): PageText[] {
  const links = STORE_VIEWS.ee.links;
  return [
    {
      identifier: slugOf(links.terms),
      title: 'Tellimistingimused',
      body:
        '<p>Need tingimused kehtivad e-poes roivas.ee tehtud tellimustele. Kõik hinnad on eurodes ja sisaldavad ' +
        'käibemaksu 24%.</p><h2>Tellimine ja maksmine</h2><p>Tellimus on vastu võetud, kui saadame kinnituse teie ' +
        'e-postile. Maksta saab pangalingi, kaardi, järelmaksuga või kättesaamisel.</p><h2>Taganemisõigus</h2>' +
        '<p>Teil on õigus lepingust taganeda 14 päeva jooksul kauba kättesaamisest.</p>' +
        `<p>Küsimuste korral kirjutage ${mail('ee')}.</p>`,
    },
    {
      identifier: slugOf(links.privacy),
      title: 'Isikuandmete kaitse',
      body:
        '<p>Töötleme teie nime, kontaktandmeid ja tellimuste ajalugu ainult tellimuste täitmiseks ja ' +
        'klienditeeninduseks, kooskõlas isikuandmete kaitse üldmäärusega (GDPR).</p><h2>Teie õigused</h2>' +
        '<p>Võite igal ajal küsida oma andmete koopiat, neid parandada või paluda need kustutada. Uudiskirjast saab ' +
        `loobuda iga kirja lõpus olevast lingist.</p><p>Andmekaitse küsimused: ${mail('ee')}.</p>`,
    },
    {
      identifier: 'about-us',
      title: 'Meist',
      body:
        '<p>Rõivas on Eesti ja Läti rõivapood, mis toob kokku Baltikumi väikebrändid. Eelistame looduslikke ' +
        'materjale nagu lina, vill ja puuvill ning õmbleme väikestes kogustes.</p>' +
        '<p>Meie meeskond asub Tallinnas ja Riias.</p>',
    },
    {
      identifier: 'delivery',
      title: 'Tarne',
      body:
        '<p>Saadame tellimused Eestis pakiautomaati või kulleriga. Tarneaeg on tavaliselt 1–3 tööpäeva.</p>' +
        '<p>Kui toode on laost otsas, anname teada e-postiga ja pakume asendust või raha tagasi.</p>',
    },
    {
      identifier: 'returns',
      title: 'Tagastamine',
      body:
        '<p>Kandmata ja siltidega tooteid saab tagastada 14 päeva jooksul. Täitke tagastusvorm ja saatke pakk ' +
        'pakiautomaadi kaudu.</p><p>Raha kanname tagasi 14 päeva jooksul pärast paki kättesaamist.</p>',
    },
  ];
}

function latvianPages(): PageText[] {
  const links = STORE_VIEWS.lv.links;
  return [
    {
      identifier: slugOf(links.terms),
      title: 'Pasūtīšanas noteikumi',
      body:
        '<p>Šie noteikumi attiecas uz pasūtījumiem interneta veikalā roivas.lv. Visas cenas ir eiro un ietver ' +
        'PVN 21%.</p><h2>Pasūtīšana un apmaksa</h2><p>Pasūtījums ir pieņemts, kad nosūtām apstiprinājumu uz jūsu ' +
        'e-pastu. Apmaksāt var ar bankas saiti, karti, nomaksā vai saņemšanas brīdī.</p><h2>Atteikuma tiesības</h2>' +
        '<p>Jums ir tiesības atteikties no līguma 14 dienu laikā pēc preces saņemšanas.</p>' +
        `<p>Jautājumu gadījumā rakstiet ${mail('lv')}.</p>`,
    },
    {
      identifier: slugOf(links.privacy),
      title: 'Personas datu apstrāde',
      body:
        '<p>Mēs apstrādājam jūsu vārdu, kontaktinformāciju un pasūtījumu vēsturi tikai pasūtījumu izpildei un ' +
        'klientu apkalpošanai saskaņā ar Vispārīgo datu aizsardzības regulu (VDAR).</p><h2>Jūsu tiesības</h2>' +
        '<p>Jūs jebkurā laikā varat pieprasīt savu datu kopiju, tos labot vai lūgt dzēst. No jaunumu vēstules var ' +
        `atteikties ar saiti katras vēstules beigās.</p><p>Datu aizsardzības jautājumi: ${mail('lv')}.</p>`,
    },
    {
      identifier: 'about-us',
      title: 'Par mums',
      body:
        '<p>Rõivas ir Igaunijas un Latvijas apģērbu veikals, kas apvieno Baltijas mazos zīmolus. Mēs dodam ' +
        'priekšroku dabīgiem materiāliem, piemēram, linam, vilnai un kokvilnai, un šujam nelielās partijās.</p>' +
        '<p>Mūsu komanda strādā Tallinā un Rīgā.</p>',
    },
    {
      identifier: 'delivery',
      title: 'Piegāde',
      body:
        '<p>Pasūtījumus Latvijā piegādājam uz pakomātu vai ar kurjeru. Piegādes laiks parasti ir 1–3 darba ' +
        'dienas.</p><p>Ja prece ir beigusies, mēs jums paziņosim pa e-pastu un piedāvāsim aizstājēju vai naudas ' +
        'atmaksu.</p>',
    },
    {
      identifier: 'returns',
      title: 'Preču atgriešana',
      body:
        '<p>Nevalkātas preces ar etiķetēm var atgriezt 14 dienu laikā. Aizpildiet atgriešanas veidlapu un nosūtiet ' +
        'paku caur pakomātu.</p><p>Naudu atmaksājam 14 dienu laikā pēc pakas saņemšanas.</p>',
    },
  ];
}

/** The CMS pages of both store views; ids 1..5 are the same page in each language. */
export function buildCmsPages(): CmsPageRow[] {
  const byStore: [StoreCode, PageText[]][] = [
    ['ee', estonianPages()],
    ['lv', latvianPages()],
  ];
  return byStore.flatMap(([storeCode, pages]) =>
    pages.map((page, index) => ({
      storeCode,
      id: index + 1,
      identifier: page.identifier,
      title: page.title,
      content: `<h1>${page.title}</h1>${page.body}`,
      isActive: true,
    })),
  );
}
