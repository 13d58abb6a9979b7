// @vitest-environment jsdom
// The stories are tests too: every exported story of the layout, product, page and home-machine files is rendered
// through Storybook's portable stories with the real preview (Lingui catalogues, et-EE by default, and the memory
// router), and checked by role and accessible name, as a person would find things.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as homeMachineStories from '../../stories/machines/home.stories';
import * as footerStories from '../../src/components/layout/footer.stories';
import * as consentSettingsStories from '../../src/components/consent/consent-settings.stories';
import * as headerStories from '../../src/components/layout/header.stories';
import * as minimalHeaderStories from '../../src/components/layout/minimal-header.stories';
import * as storeSwitchStories from '../../src/components/layout/store-switch.stories';
import * as priceStories from '../../src/components/product/price.stories';
import * as productCardStories from '../../src/components/product/product-card.stories';
import * as errorPageStories from '../../src/pages/error/error-page.stories';
import * as homeViewStories from '../../src/pages/home/home-view.stories';
import * as notFoundStories from '../../src/pages/not-found/not-found-page.stories';

setProjectAnnotations(preview);

afterEach(cleanup);

const header = composeStories(headerStories);
const footer = composeStories(footerStories);
const consentSettings = composeStories(consentSettingsStories);
const storeSwitch = composeStories(storeSwitchStories);
const minimalHeader = composeStories(minimalHeaderStories);
const price = composeStories(priceStories);
const productCard = composeStories(productCardStories);
const homeView = composeStories(homeViewStories);
const notFound = composeStories(notFoundStories);
const errorPage = composeStories(errorPageStories);
const homeMachine = composeStories(homeMachineStories);

/** Runs the story's loaders (the home machine stories settle the machine there), then renders it. */
async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');
/** Prices are '54,99 €' with a no-break space; the text queries see it as a space. */
const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('story files', () => {
  // A story added without a test below fails here, so every story keeps rendering something checked.
  it.each([
    ['header', header, ['Online', 'Offline', 'MenuOpen', 'DrawerOpen', 'LatvianStore']],
    ['footer', footer, ['Estonian', 'Latvian', 'WithCookieSettings']],
    ['consent settings', consentSettings, ['Allowed', 'Declined']],
    ['store switch', storeSwitch, ['EstonianCurrent', 'LatvianCurrent']],
    ['minimal header', minimalHeader, ['Default']],
    ['price', price, ['Regular', 'SpecialPrice']],
    ['product card', productCard, ['Regular', 'New', 'OnSale']],
    ['home view', homeView, ['Loading', 'Failed', 'Ready', 'WithCmsBanners']],
    ['not-found page', notFound, ['Default']],
    ['error page', errorPage, ['Default']],
    ['home machine', homeMachine, ['Idle', 'Loading', 'Ready', 'Failed']],
  ])('the %s stories are exactly the ones tested here', (_name, stories, tested) => {
    expect(Object.keys(stories).sort()).toEqual([...tested].sort());
  });
});

describe('Layout/Header', () => {
  it('Online links the top categories of the ee store, their subcategories closed, and shows no offline banner', async () => {
    await renderStory(header.Online);
    const nav = screen.getByRole('navigation', { name: 'Kategooriad' });
    const visible = within(nav)
      .getAllByRole('link')
      .filter((link) => !link.closest('[hidden]'));
    expect(visible.map(hrefOf)).toEqual(['/ee/c/naised-10', '/ee/c/mehed-20', '/ee/c/lapsed-30']);
    // Every subcategory link is in the HTML (search engines, no JavaScript), hidden until its button opens it.
    expect(within(nav).getAllByRole('link', { hidden: true })).toHaveLength(10);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-expanded')),
    ).toEqual(['false', 'false', 'false']);
    expect(screen.getByRole('button', { name: 'Menüü' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('navigation', { name: 'Peamenüü' }), 'no second account or sale entry').toBeNull();
    expect(hrefOf(screen.getByRole('link', { name: 'Avaleht' }))).toBe('/ee/');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Online navigates the memory router on a link click without changing the page URL', async () => {
    await renderStory(header.Online);
    const before = window.location.href;
    // fireEvent returns false when the default (a full navigation) was prevented by wouter's Link.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Naised' }))).toBe(false);
    expect(window.location.href).toBe(before);
  });

  it('MenuOpen shows the subcategories of Naised, its button expanded and controlling them', async () => {
    await renderStory(header.MenuOpen);
    const button = screen.getByRole('button', { name: 'Naised: alamkategooriad' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getAllByRole('link').map(hrefOf)).toEqual([
      '/ee/c/kleidid-11',
      '/ee/c/pluusid-12',
      '/ee/c/puksid-13',
    ]);
  });

  it('DrawerOpen shows the drawer as a modal dialog with the top categories', async () => {
    await renderStory(header.DrawerOpen);
    const dialog = screen.getByRole('dialog', { name: 'Kategooriad' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Sulge menüü' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mehed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menüü' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('Offline shows the offline banner as a status', async () => {
    await renderStory(header.Offline);
    expect(textOf(screen.getByRole('status'))).toBe('Oled võrguühenduseta. Mõned lehed ei pruugi olla saadaval.');
  });

  it('LatvianStore marks Latvija as current and links the lv store in Latvian', async () => {
    await renderStory(header.LatvianStore);
    const nav = screen.getByRole('navigation', { name: 'Kategorijas' });
    expect(within(nav).getByRole('link', { name: 'Sievietes' }).getAttribute('href')).toBe('/lv/c/sievietes-10');
    expect(screen.getByRole('link', { name: 'Latvija' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Eesti' }).hasAttribute('aria-current')).toBe(false);
  });
});

describe('Layout/Footer', () => {
  it('Estonian links the ee terms and privacy pages and the ee address', async () => {
    await renderStory(footer.Estonian);
    const legal = screen.getByRole('navigation', { name: 'Õiguslik teave' });
    expect(hrefOf(within(legal).getByRole('link', { name: 'Tellimistingimused' }))).toBe('/ee/i/tellimistingimused');
    expect(hrefOf(within(legal).getByRole('link', { name: 'Isikuandmete kaitse' }))).toBe('/ee/i/isikuandmete-kaitse');
    expect(hrefOf(screen.getByRole('link', { name: 'info@roivas.ee' }))).toBe('mailto:info@roivas.ee');
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Pood',
      'Klienditeenindus',
      'Õiguslik teave',
    ]);
  });

  it('Latvian links the lv terms and privacy pages and the lv address, in Latvian', async () => {
    await renderStory(footer.Latvian);
    const legal = screen.getByRole('navigation', { name: 'Juridiskā informācija' });
    expect(hrefOf(within(legal).getByRole('link', { name: 'Pasūtīšanas noteikumi' }))).toBe(
      '/lv/i/pasutisanas-noteikumi',
    );
    expect(hrefOf(within(legal).getByRole('link', { name: 'Personas datu apstrāde' }))).toBe(
      '/lv/i/personas-datu-apstrade',
    );
    expect(hrefOf(screen.getByRole('link', { name: 'info@roivas.lv' }))).toBe('mailto:info@roivas.lv');
  });
});

describe('Layout/Footer cookie settings', () => {
  it('WithCookieSettings offers "Küpsiste seaded" under the legal links, as a button that reopens the choice', async () => {
    await renderStory(footer.WithCookieSettings);
    const legal = screen.getByRole('navigation', { name: 'Õiguslik teave' });
    fireEvent.click(within(legal).getByRole('button', { name: 'Küpsiste seaded' }));
    expect(footer.WithCookieSettings.args.onCookieSettings).toHaveBeenCalledTimes(1);
  });

  it('Estonian without a tag manager has no cookie settings (nothing to consent to)', async () => {
    await renderStory(footer.Estonian);
    expect(screen.queryByRole('button', { name: 'Küpsiste seaded' })).toBeNull();
  });
});

describe('Consent/ConsentSettings', () => {
  it('Allowed shows the current choice in a dialog and sends each answer', async () => {
    await renderStory(consentSettings.Allowed);
    const dialog = screen.getByRole('dialog', { name: 'Küpsiste seaded' });
    expect(within(dialog).getByRole('status').textContent).toBe('Praegune valik: analüütika on lubatud.');
    expect(within(dialog).getByRole('button', { name: 'Luban analüütika' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keelan analüütika' }));
    expect(consentSettings.Allowed.args.onDecline).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sulge' }));
    expect(consentSettings.Allowed.args.onClose).toHaveBeenCalledTimes(1);
  });

  it('Declined shows analytics declined as the current choice', async () => {
    await renderStory(consentSettings.Declined);
    expect(screen.getByRole('status').textContent).toBe('Praegune valik: analüütika on keelatud.');
    fireEvent.click(screen.getByRole('button', { name: 'Luban analüütika' }));
    expect(consentSettings.Declined.args.onAccept).toHaveBeenCalledTimes(1);
  });
});

describe('Layout/StoreSwitch', () => {
  it('EstonianCurrent marks Eesti as current and offers Latvija in Latvian', async () => {
    await renderStory(storeSwitch.EstonianCurrent);
    const nav = screen.getByRole('navigation', { name: 'Pood ja keel' });
    expect(within(nav).getByRole('link', { name: 'Eesti' }).getAttribute('aria-current')).toBe('true');
    const latvian = within(nav).getByRole('link', { name: 'Latvija' });
    expect([hrefOf(latvian), latvian.getAttribute('hreflang'), latvian.hasAttribute('aria-current')]).toEqual([
      '/lv/',
      'lv',
      false,
    ]);
  });

  it('LatvianCurrent marks Latvija as current', async () => {
    await renderStory(storeSwitch.LatvianCurrent);
    const nav = screen.getByRole('navigation', { name: 'Veikals un valoda' });
    expect(within(nav).getByRole('link', { name: 'Latvija' }).getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Eesti' }).hasAttribute('aria-current')).toBe(false);
  });
});

describe('Layout/MinimalHeader', () => {
  it('Default has the home link only, no navigation', async () => {
    await renderStory(minimalHeader.Default);
    expect(screen.getAllByRole('link').map(hrefOf)).toEqual(['/ee/']);
    expect(screen.getByRole('link', { name: 'Avaleht' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('Product/Price', () => {
  it('Regular shows one price with a comma and the sign after it', async () => {
    const { container } = await renderStory(price.Regular);
    expect(textOf(container)).toBe('54,99 €');
  });

  it('SpecialPrice names the special and the regular price for screen readers', async () => {
    const { container } = await renderStory(price.SpecialPrice);
    expect(textOf(container)).toBe('Erihind 129,99 € Tavahind 189,00 €');
  });
});

describe('Product/ProductCard', () => {
  it('Regular is an article linking the product page, without a New badge', async () => {
    await renderStory(productCard.Regular);
    const card = screen.getByRole('article');
    expect(hrefOf(within(card).getByRole('link', { name: 'Teksad' }))).toBe(
      '/ee/p/ME-TR-1102/teksad-1102/ME-TR-1102-06-M',
    );
    expect(within(card).queryByText('Uus')).toBeNull();
    expect(textOf(card)).toContain('59,99 €');
    // The image is decorative (the name is the link's text) and keeps SPEC 9's thumbnail size.
    const image = card.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('width'), image?.getAttribute('height')]).toEqual([
      '/img/241/331/resize/catalog/trousers/06.png',
      '241',
      '331',
    ]);
  });

  it('New shows the New badge', async () => {
    await renderStory(productCard.New);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Linane suvekleit' })).toBeTruthy();
    expect(within(card).getByText('Uus')).toBeTruthy();
    expect(textOf(card)).toContain('54,99 €');
  });

  it('OnSale shows the special and the struck-through regular price', async () => {
    await renderStory(productCard.OnSale);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Klassikaline pluus' })).toBeTruthy();
    expect(textOf(card)).toContain('Erihind 19,99 € Tavahind 29,99 €');
  });
});

describe('Pages/HomeView', () => {
  it('Loading announces the loading as a status and shows no products', async () => {
    await renderStory(homeView.Loading);
    expect(textOf(screen.getByRole('status'))).toBe('Tooteid laaditakse…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('Failed alerts and retries when the button is pressed', async () => {
    await renderStory(homeView.Failed);
    expect(textOf(screen.getByRole('alert'))).toContain('Tooteid ei õnnestunud laadida.');
    fireEvent.click(screen.getByRole('button', { name: 'Proovi uuesti' }));
    expect(homeView.Failed.args.onRetry).toHaveBeenCalledTimes(1);
  });

  it('Ready lists 8 new-collection and 8 bestseller cards', async () => {
    await renderStory(homeView.Ready);
    expect(screen.getAllByRole('article')).toHaveLength(16);
    expect(within(screen.getByRole('region', { name: 'Uus kollektsioon' })).getAllByRole('article')).toHaveLength(8);
    expect(within(screen.getByRole('region', { name: 'Enimmüüdud' })).getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('WithCmsBanners heads the page with the CMS hero, its sized picture, and lists the other banners', async () => {
    await renderStory(homeView.WithCmsBanners);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Uus sügiskollektsioon');
    const picture = document.querySelector('.hero__image');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['241', '331']);
    expect(screen.getByRole('heading', { level: 2, name: 'Tasuta kuller alates 75 €' })).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Tarne' }))).toBe('/ee/delivery');
  });
});

describe('Pages/NotFoundPage and Pages/ErrorPage', () => {
  it('NotFoundPage says so and links back home', async () => {
    await renderStory(notFound.Default);
    expect(screen.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Tagasi avalehele' }))).toBe('/ee/');
  });

  it('ErrorPage says so and links back home', async () => {
    await renderStory(errorPage.Default);
    expect(screen.getByRole('heading', { level: 1, name: 'Serveri sisemine viga' })).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Tagasi avalehele' }))).toBe('/ee/');
  });
});

describe('Machines/Home', () => {
  it('Idle is shown as loading (nothing asked yet)', async () => {
    await renderStory(homeMachine.Idle);
    expect(screen.getByText(/home machine:/).textContent).toBe('home machine: idle');
    expect(textOf(screen.getByRole('status'))).toBe('Tooteid laaditakse…');
  });

  it('Loading is busy and shown as loading', async () => {
    await renderStory(homeMachine.Loading);
    expect(screen.getByText(/home machine:/).textContent).toBe('home machine: loading [busy]');
    expect(textOf(screen.getByRole('status'))).toBe('Tooteid laaditakse…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('Ready renders the 16 products the machine loaded, newest first', async () => {
    await renderStory(homeMachine.Ready);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(16);
    expect(within(articles[0] as HTMLElement).getByRole('link').textContent).toBe('Linane suvekleit');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Failed keeps the error in context and offers a retry', async () => {
    await renderStory(homeMachine.Failed);
    expect(screen.getByText(/home machine:/).textContent).toBe(
      'home machine: failed [settled, error] — HTTP 503: catalogue search unavailable',
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proovi uuesti' })).toBeTruthy();
  });
});
