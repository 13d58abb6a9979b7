// Issue 16 "Store locator": the shop's stores in Estonia and Latvia, seeded into an empty table and refreshed on
// every start (a store's row is the seed's; an owner changes stores through a migration or the seed, not the UI).
import type { Db } from '../db/client';
import { shopStores } from '../db/schema';

type Row = typeof shopStores.$inferInsert;
type Hours = Row['openingHours'];

const h = (opens: string, closes: string) => ({ opens, closes });
/** Monday to Saturday the same, Sunday its own (null: closed). */
const week = (
  weekdays: ReturnType<typeof h>,
  saturday: ReturnType<typeof h> | null,
  sunday: ReturnType<typeof h> | null,
): Hours => [weekdays, weekdays, weekdays, weekdays, weekdays, saturday, sunday];

export const SEED_STORES: readonly Row[] = [
  {
    id: 1,
    name: 'Rõivas Telliskivi',
    countryId: 'EE',
    city: 'Tallinn',
    street: 'Telliskivi 60a',
    postcode: '10412',
    phone: '+372 600 1201',
    email: 'telliskivi@roivas.ee',
    latitude: 59.43978,
    longitude: 24.72941,
    timeZone: 'Europe/Tallinn',
    openingHours: week(h('10:00', '20:00'), h('10:00', '20:00'), h('11:00', '18:00')),
    services: ['pickup', 'returns', 'alterations'],
    position: 1,
  },
  {
    id: 2,
    name: 'Rõivas Viru Keskus',
    countryId: 'EE',
    city: 'Tallinn',
    street: 'Viru väljak 4',
    postcode: '10111',
    phone: '+372 600 1202',
    email: 'viru@roivas.ee',
    latitude: 59.43653,
    longitude: 24.75561,
    timeZone: 'Europe/Tallinn',
    openingHours: week(h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00')),
    services: ['pickup', 'returns'],
    position: 2,
  },
  {
    id: 3,
    name: 'Rõivas Tartu',
    countryId: 'EE',
    city: 'Tartu',
    street: 'Rüütli 11',
    postcode: '51007',
    phone: '+372 600 1203',
    email: 'tartu@roivas.ee',
    latitude: 58.38063,
    longitude: 26.72218,
    timeZone: 'Europe/Tallinn',
    openingHours: week(h('10:00', '19:00'), h('10:00', '19:00'), h('11:00', '17:00')),
    services: ['pickup', 'returns', 'alterations'],
    position: 3,
  },
  {
    id: 4,
    name: 'Rõivas Pärnu',
    countryId: 'EE',
    city: 'Pärnu',
    street: 'Rüütli 40',
    postcode: '80010',
    phone: '+372 600 1204',
    email: 'parnu@roivas.ee',
    latitude: 58.38383,
    longitude: 24.50362,
    timeZone: 'Europe/Tallinn',
    openingHours: week(h('10:00', '18:00'), h('10:00', '16:00'), null),
    services: ['pickup', 'returns'],
    position: 4,
  },
  {
    id: 5,
    name: 'Rõivas Tērbatas',
    countryId: 'LV',
    city: 'Rīga',
    street: 'Tērbatas iela 47',
    postcode: 'LV-1011',
    phone: '+371 6700 1205',
    email: 'terbatas@roivas.lv',
    latitude: 56.95632,
    longitude: 24.12806,
    timeZone: 'Europe/Riga',
    openingHours: week(h('10:00', '20:00'), h('10:00', '20:00'), h('11:00', '17:00')),
    services: ['pickup', 'returns', 'alterations'],
    position: 5,
  },
  {
    id: 6,
    name: 'Rõivas Vecrīga',
    countryId: 'LV',
    city: 'Rīga',
    street: 'Audēju iela 16',
    postcode: 'LV-1050',
    phone: '+371 6700 1206',
    email: 'vecriga@roivas.lv',
    latitude: 56.94748,
    longitude: 24.11006,
    timeZone: 'Europe/Riga',
    openingHours: week(h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '19:00')),
    services: ['pickup', 'returns'],
    position: 6,
  },
  {
    id: 7,
    name: 'Rõivas Liepāja',
    countryId: 'LV',
    city: 'Liepāja',
    street: 'Lielā iela 13',
    postcode: 'LV-3401',
    phone: '+371 6700 1207',
    email: 'liepaja@roivas.lv',
    latitude: 56.50933,
    longitude: 21.01142,
    timeZone: 'Europe/Riga',
    openingHours: week(h('10:00', '19:00'), h('10:00', '17:00'), null),
    services: ['pickup', 'returns'],
    position: 7,
  },
  {
    id: 8,
    name: 'Rõivas Daugavpils',
    countryId: 'LV',
    city: 'Daugavpils',
    street: 'Rīgas iela 22',
    postcode: 'LV-5401',
    phone: '+371 6700 1208',
    email: 'daugavpils@roivas.lv',
    latitude: 55.87386,
    longitude: 26.51524,
    timeZone: 'Europe/Riga',
    openingHours: week(h('10:00', '19:00'), h('10:00', '16:00'), null),
    services: ['pickup', 'returns'],
    position: 8,
  },
];

/** Writes the seeded stores (new ones added, seeded ones brought up to date); returns how many there are. */
export async function seedStores(db: Db): Promise<number> {
  for (const row of SEED_STORES) {
    const { id: _id, ...values } = row;
    await db.insert(shopStores).values(row).onConflictDoUpdate({ target: shopStores.id, set: values });
  }
  return SEED_STORES.length;
}
