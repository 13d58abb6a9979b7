// Issue 16 "The home page takes its hero and banners from CMS blocks": in both stores the server-rendered home page is
// headed by the store's banner-hero block (its title as the h1, its text in the store's language) with a picture
// whose width and height are in the HTML (no layout shift), and lists the other banner-* blocks; an owner's change of
// a banner shows on the next view (the cached home page is cleared by the 'cms' tag).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../helpers/server';

const CMS_ADMIN_KEY = 'home-banners-e2e-admin-key-0123456789abcdef';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { CMS_ADMIN_KEY } });
});

afterAll(async () => {
  await server?.stop();
});

interface Banner {
  identifier: string;
  title: string;
}

async function banners(storeId: number): Promise<Banner[]> {
  const response = await fetch(`${server.url}/api/ext/banners/get?storeId=${storeId}`);
  return ((await response.json()) as { result: Banner[] }).result;
}

/** The page's HTML as the server sent it (a Suspense boundary's content may follow <main> in a hidden segment). */
const pageOf = async (path: string) => (await fetch(`${server.url}${path}`)).text();

describe.each([
  ['ee', 1, 'Uus sügiskollektsioon', 'Villased kampsunid'],
  ['lv', 2, 'Jaunā rudens kolekcija', 'Vilnas džemperi'],
] as const)('the %s home page', (store, storeId, heroTitle, heroText) => {
  it('is headed by the CMS hero with a sized picture and lists the other banners, server-rendered', async () => {
    const main = await pageOf(`/${store}/`);
    expect([...main.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])).toEqual([heroTitle]);
    expect(main).toContain(heroText);
    const picture = /<img[^>]*class="hero__image"[^>]*>/.exec(main)?.[0] ?? '';
    expect(picture).toMatch(/width="241"/);
    expect(picture).toMatch(/height="331"/);
    const others = (await banners(storeId)).filter((banner) => banner.identifier !== 'banner-hero');
    expect(others.length).toBeGreaterThan(0);
    for (const banner of others) expect(main).toContain(`>${banner.title}</h2>`);
  });
});

describe('an owner’s banner change', () => {
  it('shows on the next view of the home page (the cached page is cleared)', async () => {
    await fetch(`${server.url}/ee/`); // cached now
    const response = await fetch(`${server.url}/api/ext/cms-data/cmsBlock/ee/banner-delivery`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${CMS_ADMIN_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: 'banner-delivery',
        title: 'Tasuta kuller alates 50 €',
        content: '<p>Nüüd ka laupäeviti.</p>',
      }),
    });
    expect(response.status).toBe(200);
    const main = await pageOf('/ee/');
    expect(main).toContain('>Tasuta kuller alates 50 €</h2>');
    expect(main).toContain('Nüüd ka laupäeviti.');
  });
});
