// The demo shop's CMS pages and blocks (SPEC 3 "CMS page and block"; SPEC 2: the terms and privacy links by store
// view, the static pages and /i/{slug}), in each store view's language. Written on every start with SEED on: a new
// page joins a database seeded before it existed, and a seeded page the owner never changed gets the seed's newer
// text; a page the owner changed (npm run cms -- set) is never overwritten.
import { and, eq } from 'drizzle-orm';
import type { StoreCode } from '../../src/domain/store-views';
import type { Db } from '../db/client';
import { cmsBlocks, cmsPages } from '../db/schema';
import { sanitizeCmsHtml } from '../modules/cms/sanitize';
import { estonianPages } from './cms-ee';
import { latvianPages } from './cms-lv';
import type { SeedPage } from './cms-shared';

/** The home page's banners (the banners get endpoint): blocks named banner-*. */
function banners(store: StoreCode): SeedPage[] {
  const ee = store === 'ee';
  const href = (path: string) => `/${store}${path}`;
  return [
    {
      identifier: 'banner-hero',
      title: ee ? 'Uus sügiskollektsioon' : 'Jaunā rudens kolekcija',
      metaDescription: '',
      body: ee
        ? `<p>Villased kampsunid, linased särgid ja mantlid, mis peavad vastu Baltikumi ilmale.</p>`
        : `<p>Vilnas džemperi, lina krekli un mēteļi, kas iztur Baltijas laikapstākļus.</p>`,
    },
    {
      identifier: 'banner-delivery',
      title: ee ? 'Tasuta kuller alates 75 €' : 'Bezmaksas kurjers no 75 €',
      metaDescription: '',
      body: ee
        ? `<p>Pakiautomaati 2,99 €, poodi tasuta. <a href="${href('/delivery')}">Tarne</a></p>`
        : `<p>Uz pakomātu 2,99 €, uz veikalu bez maksas. <a href="${href('/delivery')}">Piegāde</a></p>`,
    },
    {
      identifier: 'banner-newsletter',
      title: ee ? '10% soodustus uudiskirjaga' : '10% atlaide ar jaunumu vēstuli',
      metaDescription: '',
      body: ee
        ? '<p>Liitu uudiskirjaga ja saad esimeselt tellimuselt 10% soodustust.</p>'
        : '<p>Piesakieties jaunumu vēstulei un saņemiet 10% atlaidi pirmajam pasūtījumam.</p>',
    },
  ];
}

/** Every seeded page of a store view (terms and privacy first: the ids of databases seeded before stay theirs). */
export function seedPages(store: StoreCode): SeedPage[] {
  return store === 'ee' ? estonianPages() : latvianPages();
}

export function seedBlocks(store: StoreCode): SeedPage[] {
  return banners(store);
}

type Table = typeof cmsPages | typeof cmsBlocks;

async function writeSeed(db: Db, table: Table, store: StoreCode, entries: SeedPage[]): Promise<number> {
  const existing = await db
    .select({
      id: table.id,
      identifier: table.identifier,
      title: table.title,
      content: table.content,
      meta: table.metaDescription,
      owner: table.ownerEdited,
    })
    .from(table)
    .where(eq(table.storeCode, store));
  const byIdentifier = new Map(existing.map((row) => [row.identifier, row]));
  let nextId = existing.reduce((last, row) => Math.max(last, row.id), 0) + 1;
  let written = 0;
  for (const entry of entries) {
    const values = { title: entry.title, content: sanitizeCmsHtml(entry.body), metaDescription: entry.metaDescription };
    const row = byIdentifier.get(entry.identifier);
    if (!row) {
      await db.insert(table).values({ storeCode: store, id: nextId++, identifier: entry.identifier, ...values });
      written++;
    } else if (
      !row.owner &&
      (row.title !== values.title || row.content !== values.content || row.meta !== values.metaDescription)
    ) {
      await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(table.storeCode, store), eq(table.id, row.id)));
      written++;
    }
  }
  return written;
}

/** Adds missing seeded pages and blocks and refreshes the seeded ones nobody edited; returns how many were written. */
export async function seedCms(db: Db): Promise<number> {
  let written = 0;
  for (const store of ['ee', 'lv'] as const) {
    written += await writeSeed(db, cmsPages, store, seedPages(store));
    written += await writeSeed(db, cmsBlocks, store, seedBlocks(store));
  }
  return written;
}
