// Issue 16: approved product reviews written by shoppers, in Estonian on the Estonian store and in Latvian on the
// Latvian one, on the first listed products (each review fits any garment: fit, fabric, washing, delivery). Added
// once: a database that already has the seeded reviews (their marker address) gets none again.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, reviews } from '../db/schema';

/** The marker of seeded reviews (never shown: reviews show the nickname only). */
export const SEED_REVIEW_EMAIL = 'seed-reviews@roivas.example';

type SeedReview = { nickname: string; rating: number; title: string; detail: string };

const EE: SeedReview[] = [
  {
    nickname: 'Kadri',
    rating: 5,
    title: 'Istub täpselt nagu peab',
    detail:
      'Võtsin oma tavapärase suuruse ja see sobis ideaalselt. Materjal on pehme ega torgi, värv on sama mis pildil.',
  },
  {
    nickname: 'Margus',
    rating: 4,
    title: 'Hea kvaliteet, tarne kiire',
    detail:
      'Pakiautomaati jõudis kahe päevaga. Õmblused on korralikud. Üks number väiksem oleks mulle veidi paremini sobinud.',
  },
  {
    nickname: 'Liis',
    rating: 5,
    title: 'Pesus ei kahanenud',
    detail: 'Pesin 30 kraadi juures juba mitu korda, kuju ja värv on alles. Kannan peaaegu iga päev.',
  },
  {
    nickname: 'Tiina',
    rating: 3,
    title: 'Ilus, aga pikem kui arvasin',
    detail:
      'Lõige on ilus ja kangas meeldiv, kuid minu 160 cm juures jääb pikkus veidi liiga suureks. Suurustabelit tasub enne vaadata.',
  },
];

const LV: SeedReview[] = [
  {
    nickname: 'Ilze',
    rating: 5,
    title: 'Izmērs atbilst tabulai',
    detail: 'Pasūtīju savu parasto izmēru, un tas der lieliski. Audums ir mīksts un patīkams, krāsa tieši kā attēlā.',
  },
  {
    nickname: 'Andris',
    rating: 4,
    title: 'Laba kvalitāte, ātra piegāde',
    detail: 'Pakomātā bija jau pēc divām dienām. Šuves ir kārtīgas. Nākamreiz ņemšu vienu izmēru mazāku.',
  },
  {
    nickname: 'Laura',
    rating: 5,
    title: 'Pēc mazgāšanas kā jauns',
    detail: 'Mazgāju 30 grādos jau vairākas reizes, forma un krāsa saglabājusies. Valkāju gandrīz katru dienu.',
  },
  {
    nickname: 'Dace',
    rating: 4,
    title: 'Skaists piegriezums',
    detail:
      'Ļoti patīk piegriezums un audums, tikai piedurknes man nedaudz par garu. Ieteiktu vispirms apskatīt izmēru tabulu.',
  },
];

/** Products that get reviews, and how many of the four each gets (2-4, so the averages differ). */
const PRODUCTS_REVIEWED = 12;

/** Adds the seeded reviews once; returns how many were written. */
export async function seedReviews(db: Db, now: Date = new Date()): Promise<number> {
  const [seeded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.email, SEED_REVIEW_EMAIL));
  if (Number(seeded?.n ?? 0) > 0) return 0;
  const listed = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeCode, 'ee'), lt(products.status, 2)))
    .orderBy(asc(products.id))
    .limit(PRODUCTS_REVIEWED);
  const rows: (typeof reviews.$inferInsert)[] = [];
  listed.forEach(({ id }, index) => {
    const count = 2 + (index % 3);
    for (const [storeId, texts] of [
      [1, EE],
      [2, LV],
    ] as const) {
      for (let n = 0; n < count; n++) {
        const text = texts[(index + n) % texts.length] as SeedReview;
        rows.push({
          productId: id,
          ...text,
          storeId,
          status: 'approved',
          email: SEED_REVIEW_EMAIL,
          createdAt: new Date(now.getTime() - (index * 3 + n * 7 + 1) * 86_400_000),
          moderatedAt: now,
        });
      }
    }
  });
  if (rows.length > 0) await db.insert(reviews).values(rows);
  return rows.length;
}
