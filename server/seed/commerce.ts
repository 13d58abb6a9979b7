// Demo data of the cart and checkout (SPEC 7 "Cart"): the shop's coupon codes and the parcel machines of Omniva and
// DPD in Estonia (Tallinn, Tartu, Pärnu) and Latvia (Rīga, Jelgava, Daugavpils), eight per country and carrier.
// Idempotent like server/seed/accounts.ts: rows are keyed by code and id, and seeding again adds nothing.
import type { Db } from '../db/client';
import { parcelMachines, promoCodes } from '../db/schema';

/** Demo coupon codes, usable by anyone (the newsletter's single-use codes come with the subscription mail). */
export const DEMO_COUPONS: readonly { code: string; percent: number }[] = [
  { code: 'TERE10', percent: 10 },
  { code: 'SVEIKI15', percent: 15 },
  { code: 'RUDEN20', percent: 20 },
];

type Location = readonly [name: string, address: string, city: string, postcode: string];

const LOCATIONS: Record<'omniva' | 'dpd', Record<'EE' | 'LV', readonly Location[]>> = {
  omniva: {
    EE: [
      ['Tallinna Ülemiste keskuse pakiautomaat', 'Suur-Sõjamäe 4', 'Tallinn', '11415'],
      ['Tallinna Viru keskuse pakiautomaat', 'Viru väljak 4', 'Tallinn', '10111'],
      ['Tallinna Kristiine keskuse pakiautomaat', 'Endla 45', 'Tallinn', '10615'],
      ['Tallinna Mustamäe keskuse pakiautomaat', 'Tammsaare tee 116', 'Tallinn', '12918'],
      ['Tartu Lõunakeskuse pakiautomaat', 'Ringtee 75', 'Tartu', '50501'],
      ['Tartu Kaubamaja pakiautomaat', 'Riia 1', 'Tartu', '51013'],
      ['Pärnu Kaubamajakas pakiautomaat', 'Papiniidu 8', 'Pärnu', '80010'],
      ['Pärnu Port Arturi pakiautomaat', 'Lai 11', 'Pärnu', '80010'],
    ],
    LV: [
      ['Rīgas Origo pakomāts', 'Stacijas laukums 2', 'Rīga', 'LV-1050'],
      ['Rīgas Alfa pakomāts', 'Brīvības gatve 372', 'Rīga', 'LV-1006'],
      ['Rīgas Akropoles pakomāts', 'Maskavas iela 257', 'Rīga', 'LV-1019'],
      ['Rīgas Galerija Centrs pakomāts', 'Audēju iela 16', 'Rīga', 'LV-1050'],
      ['Jelgavas Pilsētas pasāžas pakomāts', 'Katoļu iela 18', 'Jelgava', 'LV-3001'],
      ['Jelgavas Valdekas pakomāts', 'Rīgas iela 48', 'Jelgava', 'LV-3004'],
      ['Daugavpils Ditton pakomāts', 'Cietokšņa iela 60', 'Daugavpils', 'LV-5401'],
      ['Daugavpils Solo pakomāts', 'Rīgas iela 22', 'Daugavpils', 'LV-5401'],
    ],
  },
  dpd: {
    EE: [
      ['DPD Pickup Rocca al Mare', 'Paldiski mnt 102', 'Tallinn', '13522'],
      ['DPD Pickup Järve keskus', 'Pärnu mnt 238', 'Tallinn', '11624'],
      ['DPD Pickup Lasnamäe Centrum', 'Mustakivi tee 13', 'Tallinn', '13912'],
      ['DPD Pickup Balti jaam', 'Telliskivi 62', 'Tallinn', '10412'],
      ['DPD Pickup Tartu Eeden', 'Kalda tee 1c', 'Tartu', '50703'],
      ['DPD Pickup Tartu Annelinna Prisma', 'Nõlvaku 2', 'Tartu', '50708'],
      ['DPD Pickup Pärnu Keskus', 'Aida 7', 'Pärnu', '80011'],
      ['DPD Pickup Pärnu Rimi Raba', 'Raba 39', 'Pärnu', '80042'],
    ],
    LV: [
      ['DPD Pickup Spice', 'Lielirbes iela 29', 'Rīga', 'LV-1046'],
      ['DPD Pickup Domina Shopping', 'Ieriķu iela 3', 'Rīga', 'LV-1084'],
      ['DPD Pickup Rimi Mežciems', 'Biķernieku iela 121', 'Rīga', 'LV-1079'],
      ['DPD Pickup Stockmann', '13. janvāra iela 8', 'Rīga', 'LV-1050'],
      ['DPD Pickup Jelgavas Rimi', 'Lielā iela 4', 'Jelgava', 'LV-3001'],
      ['DPD Pickup Jelgavas Maxima', 'Lietuvas šoseja 2', 'Jelgava', 'LV-3001'],
      ['DPD Pickup Daugavpils Rimi', 'Stacijas iela 47', 'Daugavpils', 'LV-5401'],
      ['DPD Pickup Daugavpils Maxima', 'Vienības iela 32', 'Daugavpils', 'LV-5401'],
    ],
  },
};

export function parcelMachineRows(): (typeof parcelMachines.$inferInsert)[] {
  return Object.entries(LOCATIONS).flatMap(([carrierCode, countries]) =>
    Object.entries(countries).flatMap(([countryId, locations]) =>
      locations.map(([name, address, city, postcode], i) => ({
        id: `${carrierCode}-${countryId.toLowerCase()}-${String(i + 1).padStart(2, '0')}`,
        carrierCode,
        countryId,
        name,
        address,
        city,
        postcode,
      })),
    ),
  );
}

/**
 * Seeds the demo coupons (unless `demoCoupons` is false: public codes do not belong in a shop on the internet,
 * issue 13 finding 8) and the parcel machines; safe to run on every start.
 */
export async function seedCommerce(db: Db, options: { now?: Date; demoCoupons?: boolean } = {}): Promise<void> {
  const now = options.now ?? new Date();
  if (options.demoCoupons !== false) {
    await db
      .insert(promoCodes)
      .values(DEMO_COUPONS.map((coupon) => ({ ...coupon, createdAt: now })))
      .onConflictDoNothing();
  }
  await db.insert(parcelMachines).values(parcelMachineRows()).onConflictDoNothing();
}
