// Issue 17: the demo catalogue's products of every SPEC 3 type besides configurable, in both store views, in the
// child category "Aksessuaarid / Aksesuāri" under Mehed / Vīrieši (a new top category overflowed the header at
// 1280 px): simple (belt, scarf, socks), a virtual gift card (amount, recipient e-mail and message as custom
// options), a downloadable knitting pattern, a bundle office set (items with their own colour and size: links to
// configurable children), a grouped "complete the look"; and custom options (monogram text with a fixed price, gift
// wrap as a percent) on the first men's T-shirt. Images reuse the generated garment pictures. Pure: rows only.
import { COLOURS, colourByValueIndex } from '../../src/domain/colours';
import type { BundleOption, CustomOption, ProductLink } from '../../src/domain/product-types/schema';
import { sizeByValueIndex } from '../../src/domain/sizes';
import { slugify } from '../../src/domain/slug';
import { STORE_CODES, type StoreCode } from '../../src/domain/store-views';
import { productImagePath } from './assortment';
import { patternFileName } from './pattern-pdf';
import type { Catalogue, CategoryRow, ProductRow, StockRow, VariantRow } from './catalogue';
import { colourLabels } from './naming';
import { EE_VAT_PERCENT, PRODUCT_TAX_CLASS_ID } from './products';

/** The child category of the typed products (under Mehed / Vīrieši, id 20). */
export const ACCESSORIES_CATEGORY_ID = 26;
const MEN_CATEGORY_ID = 20;
/** Gift cards are vouchers, not goods: no tax rule names this class, so their rate is 0. */
export const VOUCHER_TAX_CLASS_ID = 9;

export const TYPED_SKUS = {
  belt: 'AK-BELT-901',
  scarf: 'AK-SCARF-902',
  socks: 'AK-SOCKS-903',
  giftCard: 'GIFT-CARD-904',
  pattern: 'DL-PATTERN-905',
  officeSet: 'SET-OFFICE-906',
  look: 'LOOK-907',
} as const;

/** Option ids of the gift card and the T-shirt (the gift card service and the tests read them). */
export const GIFT_CARD_OPTIONS = { amount: 9041, recipient: 9042, message: 9043 } as const;
export const GIFT_CARD_AMOUNTS = [
  { option_type_id: 904101, amount: 25 },
  { option_type_id: 904102, amount: 50 },
  { option_type_id: 904103, amount: 100 },
] as const;
export const TSHIRT_OPTIONS = { monogram: 2101, giftWrap: 2102 } as const;

type Texts = Record<StoreCode, { name: string; description: string }>;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const toNet = (gross: number) => round4(gross / (1 + EE_VAT_PERCENT / 100));
const byStore = <T>(ee: T, lv: T): Record<StoreCode, T> => ({ ee, lv });

interface TypedDefinition {
  id: number;
  sku: string;
  typeId: 'simple' | 'virtual' | 'downloadable' | 'bundle' | 'grouped';
  gross: number;
  taxClassId?: number;
  image: string;
  texts: Texts;
  stock: { qty: number; manage: boolean };
  extra?: (store: StoreCode) => Partial<ProductRow>;
}

const colourImage = (garment: Parameters<typeof productImagePath>[0], valueIndex: number) =>
  productImagePath(garment, COLOURS.find((colour) => colour.valueIndex === valueIndex) ?? (COLOURS[0] as never));

function customOptionsOfGiftCard(store: StoreCode): CustomOption[] {
  const ee = store === 'ee';
  return [
    {
      option_id: GIFT_CARD_OPTIONS.amount,
      title: ee ? 'Summa' : 'Summa',
      type: 'drop_down',
      is_require: true,
      sort_order: 1,
      values: GIFT_CARD_AMOUNTS.map((entry, index) => ({
        option_type_id: entry.option_type_id,
        title: `${entry.amount} €`,
        price: entry.amount,
        price_type: 'fixed' as const,
        sort_order: index + 1,
      })),
    },
    {
      option_id: GIFT_CARD_OPTIONS.recipient,
      title: ee ? 'Saaja e-posti aadress' : 'Saņēmēja e-pasta adrese',
      type: 'field',
      is_require: true,
      max_characters: 254,
      format: 'email',
      sort_order: 2,
      values: [{ option_type_id: 0, title: '', price: 0, price_type: 'fixed' }],
    },
    {
      option_id: GIFT_CARD_OPTIONS.message,
      title: ee ? 'Sõnum saajale' : 'Ziņa saņēmējam',
      type: 'area',
      is_require: false,
      max_characters: 300,
      sort_order: 3,
      values: [{ option_type_id: 0, title: '', price: 0, price_type: 'fixed' }],
    },
  ];
}

/** Issue 17: monogram (text, fixed 6 €) and gift wrap (10 % of the price) on the first men's T-shirt. */
export function tshirtCustomOptions(store: StoreCode): CustomOption[] {
  const ee = store === 'ee';
  return [
    {
      option_id: TSHIRT_OPTIONS.monogram,
      title: ee ? 'Monogramm (kuni 3 tähte)' : 'Monogramma (līdz 3 burtiem)',
      type: 'field',
      is_require: false,
      max_characters: 3,
      sort_order: 1,
      values: [
        {
          option_type_id: 210101,
          title: ee ? 'Tikitud monogramm' : 'Izšūta monogramma',
          price: 6,
          price_type: 'fixed',
        },
      ],
    },
    {
      option_id: TSHIRT_OPTIONS.giftWrap,
      title: ee ? 'Kinkepakend' : 'Dāvanu iesaiņojums',
      type: 'drop_down',
      is_require: false,
      sort_order: 2,
      values: [
        { option_type_id: 210201, title: ee ? 'Kinkepakend' : 'Dāvanu iesaiņojums', price: 10, price_type: 'percent' },
      ],
    },
  ];
}

function groupedLinks(): ProductLink[] {
  return [TYPED_SKUS.belt, TYPED_SKUS.scarf, TYPED_SKUS.socks].map((sku, index) => ({
    sku: TYPED_SKUS.look,
    link_type: 'associated',
    linked_product_sku: sku,
    linked_product_type: 'simple',
    qty: 1,
    position: index + 1,
  }));
}

/** Up to `count` sellable children of a product, the first colour first: the set's choices of colour and size. */
function pickChildren(catalogue: Catalogue, parentSku: string, count: number): VariantRow[] {
  const stock = new Map(catalogue.stock.map((row) => [row.sku, row]));
  return catalogue.variants
    .filter(
      (variant) => variant.parentSku === parentSku && (variant.status ?? 1) < 2 && stock.get(variant.sku)?.isInStock,
    )
    .slice(0, count);
}

function childLabel(variant: VariantRow, store: StoreCode): string {
  const colour = colourByValueIndex(variant.color);
  const size = sizeByValueIndex(variant.size);
  const name = colour ? colourLabels(colour)[store] : '';
  return [name.charAt(0).toUpperCase() + name.slice(1), size?.label ?? ''].filter(Boolean).join(' / ');
}

function bundleOptions(
  store: StoreCode,
  parts: { optionId: number; title: Record<StoreCode, string>; parent: ProductRow; children: VariantRow[] }[],
): BundleOption[] {
  return parts.map((part, index) => ({
    option_id: part.optionId,
    title: part.title[store],
    required: true,
    type: 'select',
    position: index + 1,
    product_links: part.children.map((child, at) => ({
      id: part.optionId * 100 + at + 1,
      sku: child.sku,
      qty: 1,
      is_default: at === 0,
      name: part.parent.name,
      label: childLabel(child, store),
      image: child.image,
    })),
  }));
}

function definitions(catalogue: Catalogue): TypedDefinition[] {
  const parentsOf = (categoryId: number, store: StoreCode) =>
    catalogue.products.filter(
      (row) =>
        row.storeCode === store &&
        row.categoryIds?.includes(categoryId) &&
        (row.status ?? 1) === 1 &&
        (row.visibility ?? 4) > 1,
    );
  const shirtSource = (store: StoreCode) => parentsOf(21, store)[1] ?? parentsOf(21, store)[0];
  const trousersSource = (store: StoreCode) => parentsOf(23, store)[0];
  const setParts = (store: StoreCode) => {
    const shirt = shirtSource(store);
    const trousers = trousersSource(store);
    if (!shirt || !trousers) return [];
    return [
      {
        optionId: 9061,
        title: byStore('Särk', 'Krekls'),
        parent: shirt,
        children: pickChildren(catalogue, shirt.sku, 6),
      },
      {
        optionId: 9062,
        title: byStore('Püksid', 'Bikses'),
        parent: trousers,
        children: pickChildren(catalogue, trousers.sku, 6),
      },
    ];
  };
  const beltOption = (store: StoreCode): BundleOption => ({
    option_id: 9063,
    title: store === 'ee' ? 'Vöö' : 'Josta',
    required: true,
    type: 'select',
    position: 3,
    product_links: [
      {
        id: 906301,
        sku: TYPED_SKUS.belt,
        qty: 1,
        is_default: true,
        name: store === 'ee' ? 'Nahkvöö' : 'Ādas josta',
        image: colourImage('trousers', 49),
      },
    ],
  });
  return [
    {
      id: 901,
      sku: TYPED_SKUS.belt,
      typeId: 'simple',
      gross: 24.9,
      image: colourImage('trousers', 49),
      texts: byStore(
        {
          name: 'Nahkvöö',
          description: 'Laia metallpandlaga naturaalsest nahast vöö, sobib nii teksade kui ka ülikonnapükstega.',
        },
        {
          name: 'Ādas josta',
          description: 'Dabīgās ādas josta ar platu metāla sprādzi, der gan pie džinsiem, gan pie uzvalka biksēm.',
        },
      ),
      stock: { qty: 40, manage: true },
    },
    {
      id: 902,
      sku: TYPED_SKUS.scarf,
      typeId: 'simple',
      gross: 19.9,
      image: colourImage('sweater', 53),
      texts: byStore(
        { name: 'Meriinovillane sall', description: 'Pehme ja soe meriinovillane sall, üks suurus, pikkus 180 cm.' },
        { name: 'Merīnvilnas šalle', description: 'Mīksta un silta merīnvilnas šalle, viens izmērs, garums 180 cm.' },
      ),
      stock: { qty: 30, manage: true },
    },
    {
      id: 903,
      sku: TYPED_SKUS.socks,
      typeId: 'simple',
      gross: 7.5,
      image: colourImage('shoe', 51),
      texts: byStore(
        {
          name: 'Puuvillased sokid, 3 paari',
          description: 'Kolm paari hingavaid kammitud puuvillast sokke, suurus 39–45.',
        },
        { name: 'Kokvilnas zeķes, 3 pāri', description: 'Trīs pāri elpojošu ķemmētas kokvilnas zeķu, izmērs 39–45.' },
      ),
      stock: { qty: 100, manage: true },
    },
    {
      id: 904,
      sku: TYPED_SKUS.giftCard,
      typeId: 'virtual',
      gross: 0,
      taxClassId: VOUCHER_TAX_CLASS_ID,
      image: colourImage('top', 56),
      texts: byStore(
        {
          name: 'Kinkekaart',
          description:
            'Kinkekaardi kood saadetakse saajale e-kirjaga kohe pärast makset. Kehtib 12 kuud, kasutatav mitmes osas.',
        },
        {
          name: 'Dāvanu karte',
          description:
            'Dāvanu kartes kods tiek nosūtīts saņēmējam e-pastā uzreiz pēc apmaksas. Derīga 12 mēnešus, izmantojama pa daļām.',
        },
      ),
      stock: { qty: 0, manage: false },
      extra: (store) => ({ customOptions: customOptionsOfGiftCard(store) }),
    },
    {
      id: 905,
      sku: TYPED_SKUS.pattern,
      typeId: 'downloadable',
      gross: 6.9,
      image: colourImage('sweater', 50),
      texts: byStore(
        {
          name: 'Kootud kampsuni muster (PDF)',
          description:
            'Allalaaditav kudumismuster koos skeemi ja juhendiga, suurused S–XL. Link tellimuse lehel pärast makset.',
        },
        {
          name: 'Adīta džempera raksts (PDF)',
          description:
            'Lejupielādējams adīšanas raksts ar shēmu un norādījumiem, izmēri S–XL. Saite pasūtījuma lapā pēc apmaksas.',
        },
      ),
      stock: { qty: 0, manage: false },
      extra: (store) => ({
        downloadableLinks: [
          {
            link_id: 9051,
            title: store === 'ee' ? 'Muster (PDF)' : 'Raksts (PDF)',
            number_of_downloads: 5,
            // Issue 17: a real printable PDF in the store view's language (server/seed/pattern-pdf.ts).
            file_name: patternFileName(store),
            file: patternFileName(store),
          },
        ],
      }),
    },
    {
      id: 906,
      sku: TYPED_SKUS.officeSet,
      typeId: 'bundle',
      gross: 0,
      image: colourImage('top', 55),
      texts: byStore(
        {
          name: 'Kontorikomplekt: särk, püksid ja vöö',
          description: 'Vali särgile ja pükstele oma värv ja suurus; komplekti hind on valitud toodete summa.',
        },
        {
          name: 'Biroja komplekts: krekls, bikses un josta',
          description: 'Izvēlies kreklam un biksēm savu krāsu un izmēru; komplekta cena ir izvēlēto preču summa.',
        },
      ),
      stock: { qty: 0, manage: false },
      extra: (store) => ({ bundleOptions: [...bundleOptions(store, setParts(store)), beltOption(store)] }),
    },
    {
      id: 907,
      sku: TYPED_SKUS.look,
      typeId: 'grouped',
      gross: 0,
      image: colourImage('sweater', 53),
      texts: byStore(
        {
          name: 'Täienda välimust: vöö, sall ja sokid',
          description: 'Kolm aksessuaari, mis sobivad kokku; vali igaühe kogus eraldi.',
        },
        {
          name: 'Papildini tēlu: josta, šalle un zeķes',
          description: 'Trīs aksesuāri, kas saskan; izvēlies katra daudzumu atsevišķi.',
        },
      ),
      stock: { qty: 0, manage: false },
      extra: () => ({ productLinks: groupedLinks() }),
    },
  ];
}

function accessoriesCategory(men: CategoryRow): CategoryRow {
  const name = men.storeCode === 'ee' ? 'Aksessuaarid' : 'Aksesuāri';
  return {
    storeCode: men.storeCode,
    id: ACCESSORIES_CATEGORY_ID,
    parentId: MEN_CATEGORY_ID,
    level: (men.level ?? 2) + 1,
    name,
    urlKey: slugify(name),
    urlPath: `${men.urlPath}/${slugify(name)}`,
    path: `${men.path}/${ACCESSORIES_CATEGORY_ID}`,
    position: 6,
    isActive: true,
    includeInMenu: true,
  };
}

/** The catalogue with the typed products, their category and the T-shirt's custom options added (both stores). */
export function addTypedProducts(catalogue: Catalogue, now: Date): Catalogue {
  const men = new Map(
    catalogue.categories.filter((row) => row.id === MEN_CATEGORY_ID).map((row) => [row.storeCode, row] as const),
  );
  const children = STORE_CODES.flatMap((store) => {
    const parent = men.get(store);
    return parent ? [accessoriesCategory(parent)] : [];
  });
  if (children.length !== STORE_CODES.length) return catalogue;
  const category = (store: StoreCode) => children.find((row) => row.storeCode === store) as CategoryRow;
  const categories = [...catalogue.categories, ...children];
  // Older than the new collection (SPEC 2 home lists): the accessories do not push garments off the home page.
  const created = new Date(Math.floor(now.getTime() / 1000) * 1000 - 300 * 86_400_000);
  const rows: ProductRow[] = [];
  const stock: StockRow[] = [];
  for (const definition of definitions(catalogue)) {
    for (const store of STORE_CODES) {
      const sub = category(store);
      const text = definition.texts[store];
      const urlKey = `${slugify(text.name)}-${definition.id}`;
      rows.push({
        storeCode: store,
        id: definition.id,
        sku: definition.sku,
        typeId: definition.typeId,
        name: text.name,
        urlKey,
        urlPath: `${sub.urlPath}/${urlKey}`,
        description: text.description,
        status: 1,
        visibility: 4,
        price: toNet(definition.gross),
        taxClassId: definition.taxClassId ?? PRODUCT_TAX_CLASS_ID,
        categoryIds: [MEN_CATEGORY_ID, ACCESSORIES_CATEGORY_ID],
        isNew: false,
        brandName: 'Rõivas',
        image: definition.image,
        mediaGallery: [{ image: definition.image }],
        createdAt: created,
        updatedAt: created,
        searchCategories: `${men.get(store)?.name ?? ''} ${sub.name}`,
        ...definition.extra?.(store),
      });
    }
    stock.push({
      sku: definition.sku,
      productId: definition.id,
      qty: definition.stock.qty,
      isInStock: definition.stock.manage ? definition.stock.qty > 0 : true,
      manageStock: definition.stock.manage,
    });
  }
  // The first men's T-shirt gets the custom options (monogram, gift wrap).
  const firstTee = catalogue.products.find((row) => row.categoryIds?.includes(21))?.sku;
  const products = catalogue.products.map((row) =>
    row.sku === firstTee ? { ...row, customOptions: tshirtCustomOptions(row.storeCode as StoreCode) } : row,
  );
  return { ...catalogue, categories, products: [...products, ...rows], stock: [...catalogue.stock, ...stock] };
}

/** The sku of the T-shirt with custom options in this catalogue (the tests and the UI stories name it). */
export function customOptionsProductSku(catalogue: Pick<Catalogue, 'products'>): string | undefined {
  return catalogue.products.find((row) => (row.customOptions?.length ?? 0) > 0 && row.typeId === 'configurable')?.sku;
}
