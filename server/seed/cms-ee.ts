// The Estonian store view's CMS pages (et-EE): terms, privacy, the static pages of SPEC 2 and the magazine.
import { type SeedPage, mailLink, phoneLink, shippingPrices, sizeTable } from './cms-shared';

const SIZE_HEADINGS = {
  adult: ['Suurus', 'EU', 'Rind', 'Vöö', 'Puusad'],
  kids: ['Suurus', 'Vanus', 'Pikkus', 'Rind'],
};

export const ARTICLES_EE: SeedPage[] = [
  {
    identifier: 'linane-suvi',
    title: 'Lina – suve kõige jahedam kangas',
    metaDescription: 'Miks linane riie hoiab palava ilmaga jahedana ja kuidas linast kleiti või särki kanda.',
    body:
      '<p>Lina on üks vanimaid Eestis kasvatatud kiude. Linane kangas laseb õhku läbi, imab niiskust ja kuivab ' +
      'kiiresti, nii et palaval päeval on selles jahedam kui puuvillases.</p><h2>Kuidas kanda</h2><ul>' +
      '<li>Vali pool suurust avaram lõige – lina ei veni ja liigub vabalt.</li>' +
      '<li>Kortsud kuuluvad asja juurde: need näitavad, et kangas on ehtne.</li>' +
      '<li>Sobita linane kleit nahksandaalide ja õlgkotiga, õhtuks viska õlgadele õhuke villane kampsun.</li></ul>' +
      '<h2>Hooldus</h2><p>Pese 30–40 °C juures, ära kuivata trummelkuivatis ja triigi kergelt niiskena.</p>',
  },
  {
    identifier: 'villase-hooldus',
    title: 'Villane kampsun kestab aastaid',
    metaDescription: 'Nõuanded villase kampsuni pesemiseks, kuivatamiseks ja hoiustamiseks, et see püsiks ilus.',
    body:
      '<p>Hea villane kampsun on talve parim kaaslane. Õige hoolduse korral püsib see pehme ja vormis aastaid.</p>' +
      '<h2>Pese harva</h2><p>Vill puhastab end ise: sageli piisab, kui kampsun ööseks värske õhu kätte riputada. ' +
      'Kui pesta on vaja, kasuta villapesuvahendit ja 30 °C käsipesu- või villaprogrammi.</p>' +
      '<h2>Kuivata tasasel pinnal</h2><p>Ära väänata. Rulli kampsun käteräti sisse, pigista vesi välja ja lase ' +
      'kuivada laualt, et see ei veniks.</p><h2>Hoia kokkuvolditult</h2><p>Riidepuul venivad õlad välja. Hoia ' +
      'kampsunit riiulil ja pane kappi seedripuust klotsid koide eemale hoidmiseks.</p>',
  },
  {
    identifier: 'kapsli-garderoob',
    title: 'Kapsli-garderoob: vähem riideid, rohkem valikut',
    metaDescription: 'Kuidas panna kokku väike garderoob, mille kõik riided omavahel sobivad.',
    body:
      '<p>Kapsli-garderoob on väike valik riideid, mis kõik omavahel sobivad. Hommikul on lihtsam valida ja ' +
      'poes ostad ainult seda, mida päriselt kannad.</p><h2>Alusta põhitoonidest</h2><p>Vali kaks-kolm ' +
      'neutraalset tooni, näiteks tumesinine, hall ja naturaalvalge, ning lisa üks lemmikvärv.</p>' +
      '<h2>Mida valida</h2><ol><li>Kaks paari hästi istuvaid pükse või teksaseid</li><li>Kolm-neli särki või ' +
      'pluusi</li><li>Üks kleit või seelik</li><li>Kaks kampsunit</li><li>Üks hea mantel</li></ol>' +
      '<p>Kvaliteetsed materjalid kestavad kauem, nii et igale asjale kulub aasta peale vähem raha.</p>',
  },
];

export function estonianPages(): SeedPage[] {
  const price = shippingPrices('ee', 'tasuta');
  const articleLinks = ARTICLES_EE.map(
    (article) => `<li><a href="/ee/i/${article.identifier}">${article.title}</a> – ${article.metaDescription}</li>`,
  ).join('');
  return [
    {
      identifier: 'tellimistingimused',
      title: 'Tellimistingimused',
      metaDescription:
        'Rõivas e-poe tellimistingimused: tellimine, hinnad, maksmine, tarne ja 14-päevane taganemisõigus.',
      body:
        '<p>Need tingimused kehtivad Rõivas OÜ e-poes roivas.ee tehtud tellimustele. Tellimust esitades kinnitate, ' +
        'et olete tingimustega tutvunud ja nõustute nendega.</p>' +
        '<h2>Hinnad</h2><p>Kõik hinnad on eurodes ja sisaldavad käibemaksu 24%. Tarnehind lisandub ostukorvis ' +
        'vastavalt valitud tarneviisile (vt <a href="/ee/delivery">Tarne</a>).</p>' +
        '<h2>Tellimine ja maksmine</h2><p>Leping on sõlmitud, kui saadame teie e-postile tellimuse kinnituse. ' +
        'Maksta saab Montonio pangalingiga, kaardiga, ESTO, Modena või Liisi järelmaksuga ning kättesaamisel ' +
        'sularahas. Kui makse ei õnnestu, tellimust ei täideta.</p>' +
        '<h2>Tarne</h2><p>Saadame laos olevad tooted teele 1–2 tööpäeva jooksul. Kui mõni toode on vahepeal ' +
        'otsa saanud, anname sellest teada ja tagastame selle eest makstud raha.</p>' +
        '<h2>Taganemisõigus</h2><p>Teil on õigus lepingust taganeda 14 päeva jooksul alates kauba kättesaamisest ' +
        'põhjust avaldamata. Täpsemalt lehel <a href="/ee/returns">Tagastamine</a>.</p>' +
        '<h2>Pretensioonid</h2><p>Puudusega tootest palume teada anda kahe kuu jooksul pärast puuduse avastamist. ' +
        'Kaebusi saab esitada ka Tarbijakaitse ja Tehnilise Järelevalve Ameti juures asuvale tarbijavaidluste ' +
        'komisjonile.</p>' +
        `<p>Küsimuste korral kirjutage ${mailLink('ee')} või helistage ${phoneLink('ee')}.</p>`,
    },
    {
      identifier: 'isikuandmete-kaitse',
      title: 'Isikuandmete kaitse',
      metaDescription: 'Kuidas Rõivas töötleb ja kaitseb kliendi isikuandmeid ning millised õigused teil on.',
      body:
        '<p>Vastutav töötleja on Rõivas OÜ (Narva mnt 7, 10117 Tallinn). Töötleme isikuandmeid kooskõlas ' +
        'isikuandmete kaitse üldmäärusega (GDPR) ja Eesti isikuandmete kaitse seadusega.</p>' +
        '<h2>Milliseid andmeid kogume</h2><ul><li>Nimi, e-post, telefon ja tarneaadress – tellimuse ' +
        'täitmiseks</li><li>Tellimuste ajalugu – klienditeeninduseks ja raamatupidamiseks</li><li>Uudiskirja ' +
        'aadress – ainult teie nõusolekul</li></ul>' +
        '<h2>Kellele andmeid edastame</h2><p>Ainult neile, kes aitavad tellimust täita: Omniva, DPD ja kuller, ' +
        'makseteenuse pakkujad ning raamatupidaja. Andmeid ei müüda.</p>' +
        '<h2>Kui kaua hoiame</h2><p>Tellimuse andmeid hoiame raamatupidamise seaduse järgi seitse aastat, ' +
        'uudiskirja aadressi kuni loobumiseni.</p>' +
        '<h2>Teie õigused</h2><p>Võite igal ajal küsida oma andmete koopiat, neid parandada või paluda need ' +
        'kustutada. Uudiskirjast saab loobuda iga kirja lõpus olevast lingist. Kaebuse võite esitada ka ' +
        `Andmekaitse Inspektsioonile.</p><p>Andmekaitse küsimused: ${mailLink('ee')}.</p>`,
    },
    {
      identifier: 'about-us',
      title: 'Meist',
      metaDescription:
        'Rõivas on Eesti ja Läti rõivapood, mis toob kokku Baltikumi väikebrändid ja looduslikud materjalid.',
      body:
        '<p>Rõivas sündis 2014. aastal Tallinnas väikesest poest Kalamajas. Täna leiab meid Tallinnast, Tartust, ' +
        'Pärnust ja Riiast ning e-poest, mis saadab riideid üle kogu Eesti ja Läti.</p>' +
        '<h2>Mida me teeme</h2><p>Toome kokku Baltikumi väikebrändid ja õmbleme osa kollektsioonist ise. ' +
        'Eelistame lina, villa ja orgaanilist puuvilla ning õmbleme väikestes kogustes, et riideid ei jääks üle.</p>' +
        '<h2>Mida lubame</h2><ul><li>Iga toote juures on kirjas materjal ja valmistamise koht.</li><li>Parandame ' +
        'oma toodetel lahti tulnud õmblused tasuta.</li><li>Vastame kirjadele ühe tööpäeva jooksul.</li></ul>',
    },
    {
      identifier: 'delivery',
      title: 'Tarne',
      metaDescription: `Kuller ${price.courier}, Omniva ja DPD pakiautomaat ${price.parcelMachine}, kauplusest kättesaamine tasuta. Kuller tasuta alates ${price.freeFrom}.`,
      body:
        '<p>Saadame laos olevad tooted teele 1–2 tööpäeva jooksul. Tarneviisi ja -hinna näete ostukorvis enne ' +
        'maksmist.</p><table><caption>Tarneviisid ja hinnad</caption><thead><tr><th scope="col">Tarneviis</th>' +
        '<th scope="col">Hind</th><th scope="col">Tarneaeg</th></tr></thead><tbody>' +
        `<tr><th scope="row">Kuller ukseni</th><td>${price.courier}, tellimusele alates ${price.freeFrom} tasuta</td><td>1–3 tööpäeva</td></tr>` +
        `<tr><th scope="row">Omniva pakiautomaat</th><td>${price.parcelMachine}</td><td>1–3 tööpäeva</td></tr>` +
        `<tr><th scope="row">DPD pakiautomaat</th><td>${price.parcelMachine}</td><td>1–3 tööpäeva</td></tr>` +
        `<tr><th scope="row">Kättesaamine kauplusest</th><td>${price.pickup}</td><td>1–2 tööpäeva</td></tr>` +
        '</tbody></table><h2>Pakiautomaat</h2><p>Valige kassas sobiv Omniva või DPD pakiautomaat. Kui pakk on ' +
        'kohal, saadame SMS-i ja e-kirja koodiga. Pakk ootab automaadis seitse päeva.</p>' +
        '<h2>Kauplusest kättesaamine</h2><p>Tellimus on poes valmis, kui saate meilt kirja. Võtke kaasa ' +
        'isikut tõendav dokument. Kauplused leiate lehelt <a href="/ee/store-locator">Kauplused</a>.</p>' +
        '<h2>Kuller</h2><p>Kuller helistab enne tulekut. Kulleriga saadame ka Lätti ja teistesse ELi riikidesse.</p>',
    },
    {
      identifier: 'returns',
      title: 'Tagastamine',
      metaDescription:
        'Tagasta kandmata tooted 14 päeva jooksul pakiautomaadi või kaupluse kaudu. Raha tuleb tagasi 14 päevaga.',
      body:
        '<p>Euroopa Liidu tarbijana on teil õigus lepingust taganeda 14 päeva jooksul alates päevast, mil toode ' +
        'teieni jõudis. Põhjust ei pea ütlema.</p><h2>Kuidas tagastada</h2><ol><li>Kirjutage ' +
        `${mailLink('ee')} ja märkige tellimuse number ning tooted, mida tagastate.</li><li>Pakkige tooted ` +
        'originaalpakendisse, sildid alles.</li><li>Saatke pakk meie saadetud tagastuskoodiga Omniva või DPD ' +
        'pakiautomaadist või tooge see mõnda meie kauplusse.</li></ol><h2>Raha tagastamine</h2><p>Kanname raha ' +
        'tagasi samale kontole hiljemalt 14 päeva jooksul pärast taganemisavalduse saamist, kuid võime oodata, ' +
        'kuni pakk on meieni jõudnud. Pakiautomaadi kaudu tagastamise kulu kannab ostja; kauplusse tuues on ' +
        'tagastamine tasuta.</p><h2>Mida tagastada ei saa</h2><p>Hügieenikaalutlustel ei võta me tagasi ' +
        'pakendist välja võetud aluspesu ja sokke. Kantud, pestud või siltideta toote väärtust võime vähendada.</p>' +
        '<h2>Praaktoode</h2><p>Kui toode on vigane, vahetame selle või tagastame raha ning hüvitame ka ' +
        'saatmiskulu.</p>',
    },
    {
      identifier: 'customer-service',
      title: 'Klienditeenindus',
      metaDescription: 'Rõivase klienditeenindus: kontakt, lahtiolekuajad ja vastused korduma kippuvatele küsimustele.',
      body:
        `<p>Oleme teie jaoks olemas E–R 9–17. Kirjutage ${mailLink('ee')} või helistage ${phoneLink('ee')}; ` +
        'kirjadele vastame ühe tööpäeva jooksul.</p><h2>Korduma kippuvad küsimused</h2><dl>' +
        '<dt>Kus mu tellimus on?</dt><dd>Tellimuse seisu näete lehel <a href="/ee/order-tracking">Tellimuse ' +
        'jälgimine</a> või oma kontol.</dd><dt>Kas saan tellimust muuta?</dt><dd>Kuni tellimus pole teele ' +
        'läinud, muudame seda hea meelega – kirjutage meile kohe.</dd><dt>Milline suurus mulle sobib?</dt>' +
        '<dd>Vaadake <a href="/ee/size-guide">suurustabelit</a> või küsige meilt, mõõdame toote üle.</dd>' +
        '<dt>Kuidas tagastada?</dt><dd>Juhised on lehel <a href="/ee/returns">Tagastamine</a>.</dd></dl>',
    },
    {
      identifier: 'size-guide',
      title: 'Suurustabel',
      metaDescription:
        'Naiste, meeste ja laste suurustabel sentimeetrites: rinna-, vöö- ja puusaümbermõõt ning pikkus.',
      body:
        '<p>Mõõtke end õhukeses pesus, mõõdulint tihedalt, kuid mitte pingul. Kui jääte kahe suuruse vahele, ' +
        'valige avarama lõike puhul väiksem ja liibuva puhul suurem suurus. Mõõdud on sentimeetrites.</p>' +
        `<h2>Naised</h2>${sizeTable('women', 'Naiste suurused', SIZE_HEADINGS.adult, 'a')}` +
        `<h2>Mehed</h2>${sizeTable('men', 'Meeste suurused', SIZE_HEADINGS.adult, 'a')}` +
        `<h2>Lapsed</h2>${sizeTable('kids', 'Laste suurused', SIZE_HEADINGS.kids, 'a')}` +
        '<h2>Kuidas mõõta</h2><ul><li><strong>Rind:</strong> kõige laiemast kohast, käed all.</li>' +
        '<li><strong>Vöö:</strong> kõige kitsamast kohast, naba kohalt.</li><li><strong>Puusad:</strong> kõige ' +
        'laiemast kohast, jalad koos.</li></ul>',
    },
    {
      identifier: 'gift-card',
      title: 'Kinkekaart',
      metaDescription: 'Rõivase kinkekaart 20–200 €: kehtib aasta, kasutatav e-poes ja kõigis kauplustes.',
      body:
        '<p>Kui te pole kindel, mis suurust või värvi kingisaaja kannab, laske tal ise valida. Rõivase kinkekaardi ' +
        'väärtus on 20–200 eurot.</p><h2>Kuidas kasutada</h2><ul><li>Kinkekaart kehtib 12 kuud alates ostust.</li>' +
        '<li>Sisestage kaardi kood kassas sooduskoodi väljale või näidake kaarti kaupluses.</li><li>Kaarti võib ' +
        'kasutada mitmes osas; kasutamata jääk jääb alles.</li><li>Kinkekaarti ei vahetata sularahaks.</li></ul>' +
        '<p>Kinkekaardi saab osta igas meie kaupluses. Ettevõtetele teeme hea meelega pakkumise: ' +
        `${mailLink('ee')}.</p>`,
    },
    {
      identifier: 'magazine',
      title: 'Ajakiri',
      metaDescription: 'Rõivase ajakiri: riiete hooldus, materjalid ja nõuanded, kuidas garderoobi kauem kanda.',
      body:
        '<p>Kirjutame riietest, mida armastame: millest need on tehtud, kuidas neid kanda ja kuidas nende eest ' +
        `hoolitseda, et need kestaksid kauem.</p><ul>${articleLinks}</ul>`,
    },
    {
      identifier: 'legal',
      title: 'Õiguslik teave',
      metaDescription: 'Rõivas OÜ rekvisiidid: registrikood, käibemaksukohustuslase number, aadress ja kontakt.',
      body:
        '<p>E-poodi roivas.ee haldab Rõivas OÜ.</p><address>Rõivas OÜ<br>Registrikood 14012345<br>' +
        'KMKR EE102345678<br>Narva mnt 7, 10117 Tallinn, Eesti</address>' +
        `<p>E-post ${mailLink('ee')}, telefon ${phoneLink('ee')}.</p><h2>Muud tingimused</h2><ul>` +
        '<li><a href="/ee/i/tellimistingimused">Tellimistingimused</a></li><li><a href="/ee/i/isikuandmete-kaitse">' +
        'Isikuandmete kaitse</a></li></ul><p>Kõik e-poe tekstid ja fotod kuuluvad Rõivas OÜ-le; nende kasutamiseks ' +
        'küsige luba.</p>',
    },
    {
      identifier: 'sale',
      title: 'Allahindlus',
      metaDescription: 'Rõivase allahindlus: hooaja tooted soodushinnaga, kuni kaup otsa saab.',
      body:
        '<p>Allahinnatud toodetel on kataloogis näha nii uus kui ka esialgne hind. Soodushind kehtib tähtajani ' +
        'või kuni kaupa jätkub.</p><ul><li>Allahinnatud tooteid saab tagastada tavapäraselt 14 päeva jooksul.' +
        '</li><li>Sooduskoode allahinnatud toodetele ei kohaldata, kui koodi tingimustes pole öeldud teisiti.</li>' +
        '</ul><p>Uudiskirjaga liitudes saate allahindlusest teada esimesena ja lisaks 10% sooduskoodi.</p>',
    },
    {
      identifier: 'order-tracking',
      title: 'Tellimuse jälgimine',
      metaDescription: 'Kuidas jälgida Rõivase tellimust: tellimuse number, e-post ja pakiautomaadi teated.',
      body:
        '<p>Kui tellimus on teele pandud, saadame e-kirja, milles on Omniva või DPD jälgimiskood. Sisse logides ' +
        'näete kõiki oma tellimusi ja nende seisu lehel <a href="/ee/my-account/orders">Minu tellimused</a>.</p>' +
        `<p>Kui pakk hilineb, kirjutage ${mailLink('ee')} ja lisage tellimuse number – uurime järele.</p>`,
    },
    {
      identifier: 'store-locator',
      title: 'Kauplused',
      metaDescription:
        'Rõivase kauplused Tallinnas, Tartus, Pärnus, Riias, Liepājas ja Daugavpilsis: aadressid, lahtiolekuajad ja teenused.',
      body:
        '<p>Meie kauplused on Eestis ja Lätis. Kõigis neist saab e-poe tellimuse kätte ja e-poest ostetud tooted ' +
        'tasuta tagastada; Telliskivi, Tartu ja Tērbatase kauplustes parandame ka rõivaid. Vali linn, et näha ' +
        'sealseid kauplusi, või ava kauplus, et näha selle lahtiolekuaegu ja asukohta kaardil.</p>',
    },
    {
      identifier: 'order-from-catalog',
      title: 'Telli kataloogist',
      metaDescription:
        'Telli Rõivase paberkataloogist: sisesta toote kood ja suurus ning saad tellimuse e-poes lõpetada.',
      body:
        '<p>Paberkataloogis on iga toote juures kood (näiteks NA-DR-1001). Otsige koodi e-poe otsingust, valige ' +
        'värv ja suurus ning lisage toode ostukorvi.</p><p>Kataloogi saate tasuta koju tellida lehelt ' +
        '<a href="/ee/paper-catalogue">Paberkataloog</a>.</p>',
    },
    {
      identifier: 'contact',
      title: 'Kontakt',
      metaDescription: 'Võta Rõivasega ühendust: e-post, telefon, kontori aadress ja klienditeeninduse ajad.',
      body:
        `<p>Klienditeenindus: ${mailLink('ee')}, ${phoneLink('ee')} (E–R 9–17).</p>` +
        '<address>Rõivas OÜ<br>Narva mnt 7<br>10117 Tallinn</address>' +
        '<p>Koostööpakkumised ja ajakirjandus: samal aadressil, pealkirjas „Koostöö“.</p>',
    },
    {
      identifier: 'paper-catalogue',
      title: 'Paberkataloog',
      metaDescription: 'Telli Rõivase hooajakataloog tasuta koju.',
      body:
        '<p>Kaks korda aastas – kevadel ja sügisel – anname välja trükitud kataloogi uue kollektsiooniga. ' +
        'Saadame selle tasuta teie postkasti Eestis ja Lätis.</p>',
    },
    ...ARTICLES_EE,
  ];
}
