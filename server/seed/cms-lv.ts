// The Latvian store view's CMS pages (lv-LV): terms, privacy, the static pages of SPEC 2 and the magazine.
import { type SeedPage, mailLink, phoneLink, shippingPrices, sizeTable } from './cms-shared';

const SIZE_HEADINGS = {
  adult: ['Izmērs', 'EU', 'Krūtis', 'Viduklis', 'Gurni'],
  kids: ['Izmērs', 'Vecums', 'Augums', 'Krūtis'],
};

export const ARTICLES_LV: SeedPage[] = [
  {
    identifier: 'lina-vasara',
    title: 'Lins – vēsākais vasaras audums',
    metaDescription: 'Kāpēc lina apģērbs karstumā ļauj justies vēsi un kā valkāt lina kleitu vai kreklu.',
    body:
      '<p>Lins ir viena no senākajām Baltijā audzētajām šķiedrām. Lina audums elpo, uzsūc mitrumu un ātri ' +
      'izžūst, tāpēc karstā dienā tajā ir vēsāk nekā kokvilnā.</p><h2>Kā valkāt</h2><ul>' +
      '<li>Izvēlieties brīvāku piegriezumu – lins nestiepjas un krīt brīvi.</li>' +
      '<li>Krunciņas ir daļa no lina šarma: tās liecina, ka audums ir īsts.</li>' +
      '<li>Lina kleitai piestāv ādas sandales un salmu soma, vakarā – plāns vilnas džemperis pār pleciem.</li></ul>' +
      '<h2>Kopšana</h2><p>Mazgājiet 30–40 °C, nežāvējiet veļas žāvētājā un gludiniet nedaudz mitru.</p>',
  },
  {
    identifier: 'vilnas-kopsana',
    title: 'Vilnas džemperis kalpos gadiem',
    metaDescription: 'Padomi, kā mazgāt, žāvēt un uzglabāt vilnas džemperi, lai tas saglabātu formu.',
    body:
      '<p>Labs vilnas džemperis ir ziemas labākais draugs. Pareizi kopts, tas paliek mīksts un formā gadiem.</p>' +
      '<h2>Mazgājiet reti</h2><p>Vilna attīrās pati: bieži pietiek džemperi uz nakti izkārt svaigā gaisā. Ja ' +
      'mazgāt tomēr vajag, izmantojiet vilnas mazgāšanas līdzekli un 30 °C rokas mazgāšanas programmu.</p>' +
      '<h2>Žāvējiet guļus</h2><p>Negrieziet. Ietiniet džemperi dvielī, izspiediet ūdeni un ļaujiet tam izžūt ' +
      'uz galda, lai tas neizstieptos.</p><h2>Glabājiet salocītu</h2><p>Uz pakaramā pleci izstiepjas. Glabājiet ' +
      'džemperi plauktā un ielieciet skapī ciedra koka klucīšus pret kodēm.</p>',
  },
  {
    identifier: 'kapsulas-garderobe',
    title: 'Kapsulas garderobe: mazāk drēbju, vairāk iespēju',
    metaDescription: 'Kā izveidot nelielu garderobi, kurā visas drēbes sader kopā.',
    body:
      '<p>Kapsulas garderobe ir neliela apģērbu izlase, kurā viss sader kopā. No rīta ir vieglāk izvēlēties, ' +
      'un veikalā pērkat tikai to, ko patiešām valkāsiet.</p><h2>Sāciet ar pamattoņiem</h2><p>Izvēlieties ' +
      'divus trīs neitrālus toņus, piemēram, tumši zilu, pelēku un dabīgi baltu, un pievienojiet vienu mīļāko ' +
      'krāsu.</p><h2>Ko izvēlēties</h2><ol><li>Divas labi pieguļošas bikses vai džinsi</li><li>Trīs četri ' +
      'krekli vai blūzes</li><li>Viena kleita vai svārki</li><li>Divi džemperi</li><li>Viens labs mētelis</li>' +
      '</ol><p>Kvalitatīvi materiāli kalpo ilgāk, tāpēc katra lieta gadā izmaksā mazāk.</p>',
  },
];

export function latvianPages(): SeedPage[] {
  const price = shippingPrices('lv', 'bez maksas');
  const articleLinks = ARTICLES_LV.map(
    (article) => `<li><a href="/lv/i/${article.identifier}">${article.title}</a> – ${article.metaDescription}</li>`,
  ).join('');
  return [
    {
      identifier: 'pasutisanas-noteikumi',
      title: 'Pasūtīšanas noteikumi',
      metaDescription:
        'Rõivas interneta veikala pasūtīšanas noteikumi: cenas, apmaksa, piegāde un 14 dienu atteikuma tiesības.',
      body:
        '<p>Šie noteikumi attiecas uz pasūtījumiem SIA “Rõivas Latvija” interneta veikalā roivas.lv. Veicot ' +
        'pasūtījumu, jūs apstiprināt, ka esat iepazinušies ar noteikumiem un tiem piekrītat.</p>' +
        '<h2>Cenas</h2><p>Visas cenas ir eiro un ietver PVN 21%. Piegādes maksa tiek pieskaitīta grozā atbilstoši ' +
        'izvēlētajam piegādes veidam (sk. <a href="/lv/delivery">Piegāde</a>).</p>' +
        '<h2>Pasūtīšana un apmaksa</h2><p>Līgums ir noslēgts, kad nosūtām pasūtījuma apstiprinājumu uz jūsu ' +
        'e-pastu. Apmaksāt var ar Montonio bankas saiti, karti, ESTO, Modena vai Liisi nomaksu, kā arī skaidrā ' +
        'naudā saņemšanas brīdī. Ja maksājums neizdodas, pasūtījums netiek izpildīts.</p>' +
        '<h2>Piegāde</h2><p>Noliktavā esošās preces izsūtām 1–2 darba dienu laikā. Ja kāda prece pa to laiku ' +
        'ir beigusies, mēs par to paziņosim un atmaksāsim par to samaksāto naudu.</p>' +
        '<h2>Atteikuma tiesības</h2><p>Jums ir tiesības 14 dienu laikā no preces saņemšanas atteikties no līguma, ' +
        'nenorādot iemeslu. Sīkāk – lapā <a href="/lv/returns">Preču atgriešana</a>.</p>' +
        '<h2>Pretenzijas</h2><p>Par preces defektu lūdzam paziņot divu mēnešu laikā pēc tā atklāšanas. Sūdzību ' +
        'var iesniegt arī Patērētāju tiesību aizsardzības centrā.</p>' +
        `<p>Jautājumu gadījumā rakstiet ${mailLink('lv')} vai zvaniet ${phoneLink('lv')}.</p>`,
    },
    {
      identifier: 'personas-datu-apstrade',
      title: 'Personas datu apstrāde',
      metaDescription: 'Kā Rõivas apstrādā un aizsargā klientu personas datus un kādas ir jūsu tiesības.',
      body:
        '<p>Pārzinis ir SIA “Rõivas Latvija” (Brīvības iela 40, Rīga, LV-1050). Personas datus apstrādājam ' +
        'saskaņā ar Vispārīgo datu aizsardzības regulu (VDAR) un Fizisko personu datu apstrādes likumu.</p>' +
        '<h2>Kādus datus vācam</h2><ul><li>Vārds, e-pasts, tālrunis un piegādes adrese – pasūtījuma izpildei</li>' +
        '<li>Pasūtījumu vēsture – klientu apkalpošanai un grāmatvedībai</li><li>Jaunumu vēstules adrese – tikai ar ' +
        'jūsu piekrišanu</li></ul><h2>Kam datus nododam</h2><p>Tikai tiem, kas palīdz izpildīt pasūtījumu: Omniva, ' +
        'DPD un kurjeram, maksājumu pakalpojumu sniedzējiem un grāmatvedim. Datus nepārdodam.</p>' +
        '<h2>Cik ilgi glabājam</h2><p>Pasūtījuma datus glabājam piecus gadus, kā to prasa grāmatvedības ' +
        'normatīvie akti, jaunumu vēstules adresi – līdz brīdim, kad atsakāties.</p>' +
        '<h2>Jūsu tiesības</h2><p>Jūs jebkurā laikā varat pieprasīt savu datu kopiju, tos labot vai lūgt dzēst. ' +
        'No jaunumu vēstules var atteikties ar saiti katras vēstules beigās. Sūdzību varat iesniegt arī Datu ' +
        `valsts inspekcijā.</p><p>Datu aizsardzības jautājumi: ${mailLink('lv')}.</p>`,
    },
    {
      identifier: 'about-us',
      title: 'Par mums',
      metaDescription:
        'Rõivas ir Igaunijas un Latvijas apģērbu veikals, kas apvieno Baltijas mazos zīmolus un dabīgus materiālus.',
      body:
        '<p>Rõivas radās 2014. gadā Tallinā kā neliels veikals Kalamajā. Šodien mūs var atrast Tallinā, Tartu, ' +
        'Pērnavā un Rīgā, kā arī interneta veikalā, kas sūta apģērbus visā Igaunijā un Latvijā.</p>' +
        '<h2>Ko mēs darām</h2><p>Apvienojam Baltijas mazos zīmolus un daļu kolekcijas šujam paši. Dodam ' +
        'priekšroku linam, vilnai un bioloģiskajai kokvilnai un šujam nelielās partijās, lai apģērbi nepaliktu ' +
        'pāri.</p><h2>Ko mēs apsolām</h2><ul><li>Pie katras preces ir norādīts materiāls un ražošanas vieta.</li>' +
        '<li>Mūsu precēm izirušās vīles salabojam bez maksas.</li><li>Uz vēstulēm atbildam vienas darba dienas ' +
        'laikā.</li></ul>',
    },
    {
      identifier: 'delivery',
      title: 'Piegāde',
      metaDescription: `Kurjers ${price.courier}, Omniva un DPD pakomāts ${price.parcelMachine}, saņemšana veikalā bez maksas. Kurjers bez maksas no ${price.freeFrom}.`,
      body:
        '<p>Noliktavā esošās preces izsūtām 1–2 darba dienu laikā. Piegādes veidu un cenu redzēsiet grozā pirms ' +
        'apmaksas.</p><table><caption>Piegādes veidi un cenas</caption><thead><tr><th scope="col">Piegādes ' +
        'veids</th><th scope="col">Cena</th><th scope="col">Piegādes laiks</th></tr></thead><tbody>' +
        `<tr><th scope="row">Kurjers līdz durvīm</th><td>${price.courier}, pasūtījumiem no ${price.freeFrom} bez maksas</td><td>1–3 darba dienas</td></tr>` +
        `<tr><th scope="row">Omniva pakomāts</th><td>${price.parcelMachine}</td><td>1–3 darba dienas</td></tr>` +
        `<tr><th scope="row">DPD pakomāts</th><td>${price.parcelMachine}</td><td>1–3 darba dienas</td></tr>` +
        `<tr><th scope="row">Saņemšana veikalā</th><td>${price.pickup}</td><td>1–2 darba dienas</td></tr>` +
        '</tbody></table><h2>Pakomāts</h2><p>Kasē izvēlieties sev ērtāko Omniva vai DPD pakomātu. Kad paka ' +
        'būs pienākusi, saņemsiet īsziņu un e-pastu ar kodu. Paka pakomātā gaidīs septiņas dienas.</p>' +
        '<h2>Saņemšana veikalā</h2><p>Pasūtījums veikalā ir gatavs, kad saņemat no mums vēstuli. Paņemiet līdzi ' +
        'personu apliecinošu dokumentu. Veikalus atradīsiet lapā <a href="/lv/store-locator">Veikali</a>.</p>' +
        '<h2>Kurjers</h2><p>Kurjers pirms ierašanās piezvanīs. Ar kurjeru sūtām arī uz Igauniju un citām ES ' +
        'valstīm.</p>',
    },
    {
      identifier: 'returns',
      title: 'Preču atgriešana',
      metaDescription:
        'Atgrieziet nevalkātas preces 14 dienu laikā caur pakomātu vai veikalā. Naudu atmaksājam 14 dienās.',
      body:
        '<p>Kā Eiropas Savienības patērētājam jums ir tiesības atteikties no līguma 14 dienu laikā no dienas, kad ' +
        'saņēmāt preci. Iemesls nav jānorāda.</p><h2>Kā atgriezt</h2><ol><li>Rakstiet uz ' +
        `${mailLink('lv')}, norādot pasūtījuma numuru un preces, ko atgriežat.</li><li>Iesaiņojiet preces ` +
        'oriģinālajā iepakojumā ar etiķetēm.</li><li>Nosūtiet paku ar mūsu atsūtīto atgriešanas kodu no Omniva ' +
        'vai DPD pakomāta vai atnesiet to uz kādu no mūsu veikaliem.</li></ol><h2>Naudas atmaksa</h2><p>Naudu ' +
        'atmaksājam uz to pašu kontu ne vēlāk kā 14 dienu laikā pēc atteikuma saņemšanas, taču varam nogaidīt, ' +
        'līdz paka ir pie mums. Atgriešanas izmaksas caur pakomātu sedz pircējs; atnesot uz veikalu, atgriešana ' +
        'ir bez maksas.</p><h2>Ko nevar atgriezt</h2><p>Higiēnas apsvērumu dēļ nepieņemam atpakaļ izsaiņotu ' +
        'apakšveļu un zeķes. Valkātas, mazgātas vai bez etiķetēm preces vērtību varam samazināt.</p>' +
        '<h2>Preces ar defektu</h2><p>Ja prece ir bojāta, to apmainīsim vai atmaksāsim naudu un atlīdzināsim arī ' +
        'sūtīšanas izmaksas.</p>',
    },
    {
      identifier: 'customer-service',
      title: 'Klientu apkalpošana',
      metaDescription:
        'Rõivas klientu apkalpošana: kontakti, darba laiks un atbildes uz biežāk uzdotajiem jautājumiem.',
      body:
        `<p>Esam jūsu rīcībā P.–Pk. 9–17. Rakstiet ${mailLink('lv')} vai zvaniet ${phoneLink('lv')}; uz ` +
        'vēstulēm atbildam vienas darba dienas laikā.</p><h2>Biežāk uzdotie jautājumi</h2><dl>' +
        '<dt>Kur ir mans pasūtījums?</dt><dd>Pasūtījuma statusu redzēsiet lapā <a href="/lv/order-tracking">' +
        'Pasūtījuma izsekošana</a> vai savā kontā.</dd><dt>Vai varu mainīt pasūtījumu?</dt><dd>Kamēr ' +
        'pasūtījums nav izsūtīts, labprāt to mainīsim – rakstiet mums uzreiz.</dd><dt>Kāds izmērs man der?</dt>' +
        '<dd>Skatiet <a href="/lv/size-guide">izmēru tabulu</a> vai jautājiet mums – izmērīsim preci.</dd>' +
        '<dt>Kā atgriezt preci?</dt><dd>Norādījumi ir lapā <a href="/lv/returns">Preču atgriešana</a>.</dd></dl>',
    },
    {
      identifier: 'size-guide',
      title: 'Izmēru tabula',
      metaDescription:
        'Sieviešu, vīriešu un bērnu izmēru tabula centimetros: krūšu, vidukļa un gurnu apkārtmērs un augums.',
      body:
        '<p>Mērieties plānā apakšveļā, mērlenti turiet cieši, bet ne nostieptu. Ja esat starp diviem izmēriem, ' +
        'brīvam piegriezumam izvēlieties mazāko, bet pieguļošam – lielāko izmēru. Mēri ir centimetros.</p>' +
        `<h2>Sievietes</h2>${sizeTable('women', 'Sieviešu izmēri', SIZE_HEADINGS.adult, 'g.')}` +
        `<h2>Vīrieši</h2>${sizeTable('men', 'Vīriešu izmēri', SIZE_HEADINGS.adult, 'g.')}` +
        `<h2>Bērni</h2>${sizeTable('kids', 'Bērnu izmēri', SIZE_HEADINGS.kids, 'g.')}` +
        '<h2>Kā nomērīt</h2><ul><li><strong>Krūtis:</strong> platākajā vietā, rokas gar sāniem.</li>' +
        '<li><strong>Viduklis:</strong> šaurākajā vietā, nabas augstumā.</li><li><strong>Gurni:</strong> ' +
        'platākajā vietā, kājas kopā.</li></ul>',
    },
    {
      identifier: 'gift-card',
      title: 'Dāvanu karte',
      metaDescription: 'Rõivas dāvanu karte 20–200 €: derīga gadu, izmantojama interneta veikalā un visos veikalos.',
      body:
        '<p>Ja neesat pārliecināts, kādu izmēru vai krāsu apdāvinātais valkā, ļaujiet viņam izvēlēties pašam. ' +
        'Rõivas dāvanu kartes vērtība ir 20–200 eiro.</p><h2>Kā izmantot</h2><ul><li>Dāvanu karte ir derīga 12 ' +
        'mēnešus no pirkuma dienas.</li><li>Ievadiet kartes kodu kasē atlaides koda laukā vai uzrādiet karti ' +
        'veikalā.</li><li>Karti var izmantot pa daļām; neizmantotais atlikums saglabājas.</li><li>Dāvanu karti ' +
        'nevar apmainīt pret skaidru naudu.</li></ul><p>Dāvanu karti var iegādāties jebkurā mūsu veikalā. ' +
        `Uzņēmumiem labprāt sagatavosim piedāvājumu: ${mailLink('lv')}.</p>`,
    },
    {
      identifier: 'magazine',
      title: 'Žurnāls',
      metaDescription: 'Rõivas žurnāls: apģērbu kopšana, materiāli un padomi, kā garderobi valkāt ilgāk.',
      body:
        '<p>Rakstām par apģērbiem, kurus mīlam: no kā tie darināti, kā tos valkāt un kā par tiem rūpēties, lai ' +
        `tie kalpotu ilgāk.</p><ul>${articleLinks}</ul>`,
    },
    {
      identifier: 'legal',
      title: 'Juridiskā informācija',
      metaDescription: 'SIA “Rõivas Latvija” rekvizīti: reģistrācijas numurs, PVN numurs, adrese un kontakti.',
      body:
        '<p>Interneta veikalu roivas.lv uztur SIA “Rõivas Latvija”.</p><address>SIA “Rõivas Latvija”<br>' +
        'Reģ. Nr. 40203123456<br>PVN LV40203123456<br>Brīvības iela 40, Rīga, LV-1050, Latvija</address>' +
        `<p>E-pasts ${mailLink('lv')}, tālrunis ${phoneLink('lv')}.</p><h2>Citi noteikumi</h2><ul>` +
        '<li><a href="/lv/i/pasutisanas-noteikumi">Pasūtīšanas noteikumi</a></li><li>' +
        '<a href="/lv/i/personas-datu-apstrade">Personas datu apstrāde</a></li></ul><p>Visi interneta veikala ' +
        'teksti un fotogrāfijas pieder Rõivas; to izmantošanai lūdziet atļauju.</p>',
    },
    {
      identifier: 'sale',
      title: 'Izpārdošana',
      metaDescription: 'Rõivas izpārdošana: sezonas preces ar atlaidi, kamēr krājumi pietiek.',
      body:
        '<p>Precēm ar atlaidi katalogā redzama gan jaunā, gan sākotnējā cena. Atlaides cena ir spēkā līdz ' +
        'norādītajam datumam vai kamēr prece ir pieejama.</p><ul><li>Preces ar atlaidi var atgriezt parastajā ' +
        'kārtībā 14 dienu laikā.</li><li>Atlaides kodi precēm ar atlaidi netiek piemēroti, ja koda noteikumos nav ' +
        'teikts citādi.</li></ul><p>Pierakstoties jaunumu vēstulei, par izpārdošanu uzzināsiet pirmie un ' +
        'saņemsiet 10% atlaides kodu.</p>',
    },
    {
      identifier: 'order-tracking',
      title: 'Pasūtījuma izsekošana',
      metaDescription: 'Kā izsekot Rõivas pasūtījumam: pasūtījuma numurs, e-pasts un pakomāta paziņojumi.',
      body:
        '<p>Kad pasūtījums ir izsūtīts, nosūtām e-pastu ar Omniva vai DPD izsekošanas kodu. Pieslēdzoties ' +
        'redzēsiet visus savus pasūtījumus un to statusu lapā <a href="/lv/my-account/orders">Mani ' +
        `pasūtījumi</a>.</p><p>Ja paka kavējas, rakstiet ${mailLink('lv')} un norādiet pasūtījuma numuru – ` +
        'noskaidrosim.</p>',
    },
    {
      identifier: 'store-locator',
      title: 'Veikali',
      metaDescription:
        'Rõivas veikali Rīgā, Liepājā, Daugavpilī, Tallinā, Tartu un Pērnavā: adreses, darba laiks un pakalpojumi.',
      body:
        '<p>Mūsu veikali ir Latvijā un Igaunijā. Visos var saņemt interneta veikala pasūtījumu un bez maksas ' +
        'atgriezt internetā pirktās preces; Tērbatas ielas, Telliskivi un Tartu veikalos arī labojam apģērbus. ' +
        'Izvēlieties pilsētu, lai redzētu tās veikalus, vai atveriet veikalu, lai redzētu darba laiku un ' +
        'atrašanās vietu kartē.</p>',
    },
    {
      identifier: 'order-from-catalog',
      title: 'Pasūtīt no kataloga',
      metaDescription: 'Pasūtiet no Rõivas drukātā kataloga: ievadiet preces kodu un izmēru un pabeidziet pasūtījumu.',
      body:
        '<p>Drukātajā katalogā pie katras preces ir kods (piemēram, NA-DR-1001). Meklējiet kodu interneta ' +
        'veikala meklētājā, izvēlieties krāsu un izmēru un pievienojiet preci grozam.</p><p>Katalogu bez maksas ' +
        'varat pasūtīt lapā <a href="/lv/paper-catalogue">Drukātais katalogs</a>.</p>',
    },
    {
      identifier: 'contact',
      title: 'Kontakti',
      metaDescription: 'Sazinieties ar Rõivas: e-pasts, tālrunis, biroja adrese un klientu apkalpošanas laiks.',
      body:
        `<p>Klientu apkalpošana: ${mailLink('lv')}, ${phoneLink('lv')} (P.–Pk. 9–17).</p>` +
        '<address>SIA “Rõivas Latvija”<br>Brīvības iela 40<br>Rīga, LV-1050</address>' +
        '<p>Sadarbības piedāvājumi un prese: uz to pašu adresi ar tēmu “Sadarbība”.</p>',
    },
    {
      identifier: 'paper-catalogue',
      title: 'Drukātais katalogs',
      metaDescription: 'Pasūtiet Rõivas sezonas katalogu bez maksas uz mājām.',
      body:
        '<p>Divreiz gadā – pavasarī un rudenī – izdodam drukātu katalogu ar jauno kolekciju. Nosūtīsim to bez ' +
        'maksas uz jūsu pastkastīti Latvijā un Igaunijā.</p>',
    },
    ...ARTICLES_LV,
  ];
}
