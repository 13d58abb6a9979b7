// @vitest-environment jsdom
// The variant-selection UI as a shopper meets it: the product View, its pickers and the product-configurator
// stories, rendered through Storybook's portable stories with the real preview (et-EE catalogues, memory router)
// and found by role and accessible name. (A .ts file, so elements are made with createElement.)
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as galleryStories from '../../src/components/product/gallery.stories';
import * as sizePickerStories from '../../src/components/product/size-picker.stories';
import * as stockStatusStories from '../../src/components/product/stock-status.stories';
import * as swatchPickerStories from '../../src/components/product/swatch-picker.stories';
import * as productViewStories from '../../src/pages/product/product-view.stories';
import * as configuratorStories from '../../stories/machines/product-configurator.stories';

setProjectAnnotations(preview);

afterEach(cleanup);

const gallery = composeStories(galleryStories);
const swatchPicker = composeStories(swatchPickerStories);
const sizePicker = composeStories(sizePickerStories);
const stockStatus = composeStories(stockStatusStories);
const productView = composeStories(productViewStories);
const configurator = composeStories(configuratorStories);

async function renderStory(Story: { load(): Promise<void> } & ComponentType) {
  await Story.load();
  return render(createElement(Story));
}

/** Prices are '54,99 €' with a no-break space; the text queries see it as a space. */
const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();
const checkedRadio = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked);
const nameOf = (element: HTMLElement | undefined) => element?.closest('label')?.textContent;

describe('story files', () => {
  it.each([
    ['gallery', gallery, ['OneImage', 'SeveralImages']],
    ['swatch picker', swatchPicker, ['ThreeColours', 'DisabledColour']],
    ['size picker', sizePicker, ['AllAvailable', 'SomeUnavailable', 'WithSizeGuide']],
    ['stock status', stockStatus, ['InStock', 'OutOfStock']],
    [
      'product view',
      productView,
      ['InStock', 'SpecialPrice', 'OutOfStock', 'NoSuchConfiguration', 'NoVariants', 'WithSizeGuideAndActions'],
    ],
    [
      'product configurator',
      configurator,
      ['InStock', 'OutOfStock', 'NoSuchConfiguration', 'Unavailable', 'EveryPath', 'Live'],
    ],
  ])('the %s stories are exactly the ones tested here', (_name, stories, tested) => {
    expect(Object.keys(stories).sort()).toEqual([...tested].sort());
  });
});

describe('Product/Gallery', () => {
  it('OneImage shows the image at the gallery size with the name and colour as alt text', async () => {
    await renderStory(gallery.OneImage);
    const image = screen.getByRole('img', { name: 'Linane suvekleit, Valge' });
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      '/img/920/1288/resize/catalog/dress/02.png',
      '920',
      '1288',
    ]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('SeveralImages is a focusable, labelled region; later images are numbered and lazy', async () => {
    await renderStory(gallery.SeveralImages);
    const region = screen.getByRole('region', { name: 'Toote pildid' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const images = within(region).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Linane suvekleit, Valge',
      'Linane suvekleit, Valge, pilt 2/3',
      'Linane suvekleit, Valge, pilt 3/3',
    ]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });
});

describe('Product/SwatchPicker', () => {
  it('ThreeColours is a group of radios named by colour, the chosen one checked, a pick sent as its value', async () => {
    await renderStory(swatchPicker.ThreeColours);
    const group = screen.getByRole('group', { name: 'Värv' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => nameOf(radio)),
    ).toEqual(['Valge', 'Punane', 'Sinine']);
    expect(within(group).getByRole('radio', { name: 'Valge' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Sinine' }));
    expect(swatchPicker.ThreeColours.args.onSelect).toHaveBeenCalledWith(52);
  });

  it('DisabledColour cannot be picked', async () => {
    await renderStory(swatchPicker.DisabledColour);
    expect(screen.getByRole('radio', { name: 'Tumesinine' })).toHaveProperty('disabled', true);
  });
});

describe('Product/SizePicker', () => {
  it('AllAvailable names each size by its label', async () => {
    await renderStory(sizePicker.AllAvailable);
    const group = screen.getByRole('group', { name: 'Suurus' });
    expect(within(group).getByRole('radio', { name: 'M' })).toHaveProperty('checked', true);
  });

  it('SomeUnavailable announces the sizes the colour lacks, and they can still be picked', async () => {
    await renderStory(sizePicker.SomeUnavailable);
    const unavailable = screen.getByRole('radio', { name: 'L, selles värvis ei ole saadaval' });
    expect(unavailable).toHaveProperty('disabled', false);
    fireEvent.click(unavailable);
    expect(sizePicker.SomeUnavailable.args.onSelect).toHaveBeenCalledWith(170);
  });

  it('WithSizeGuide links the size guide', async () => {
    await renderStory(sizePicker.WithSizeGuide);
    expect(screen.getByRole('link', { name: 'Suurustabel' }).getAttribute('href')).toBe('/ee/i/suurustabel');
  });
});

describe('Product/StockStatus', () => {
  it("InStock says 'In stock!' as a status", async () => {
    await renderStory(stockStatus.InStock);
    expect(textOf(screen.getByRole('status'))).toBe('Laos!');
  });

  it("OutOfStock says 'Out of the stock!'", async () => {
    await renderStory(stockStatus.OutOfStock);
    expect(textOf(screen.getByRole('status'))).toBe('Laost otsas!');
  });
});

describe('Pages/ProductView', () => {
  it('InStock shows the product, its price, both pickers and the stock, and no message', async () => {
    await renderStory(productView.InStock);
    expect(screen.getByRole('heading', { level: 1, name: 'Linane suvekleit' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Linane suvekleit, Valge' })).toBeTruthy();
    expect(screen.getByText('54,99 €', { normalizer: (text) => text.replace(/\s+/g, ' ') })).toBeTruthy();
    expect(nameOf(checkedRadio(screen.getByRole('group', { name: 'Värv' })))).toBe('Valge');
    expect(nameOf(checkedRadio(screen.getByRole('group', { name: 'Suurus' })))).toBe('M');
    expect(textOf(screen.getByRole('status'))).toBe('Laos!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Toote andmed' })).toBeTruthy();
  });

  it('InStock sends picks as values', async () => {
    await renderStory(productView.InStock);
    fireEvent.click(screen.getByRole('radio', { name: 'Punane' }));
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(productView.InStock.args.onSelectColor).toHaveBeenCalledWith(51);
    expect(productView.InStock.args.onSelectSize).toHaveBeenCalledWith(170);
  });

  it('SpecialPrice shows both prices and marks the sizes the colour lacks', async () => {
    await renderStory(productView.SpecialPrice);
    expect(textOf(screen.getByRole('article'))).toContain('Erihind 44,99 € Tavahind 54,99 €');
    expect(screen.getByRole('radio', { name: 'S, selles värvis ei ole saadaval' })).toBeTruthy();
  });

  it("OutOfStock says 'Out of the stock!'", async () => {
    await renderStory(productView.OutOfStock);
    expect(textOf(screen.getByRole('status'))).toBe('Laost otsas!');
  });

  it('NoSuchConfiguration alerts with the SPEC 8 warning and keeps the pickers', async () => {
    await renderStory(productView.NoSuchConfiguration);
    expect(textOf(screen.getByRole('alert'))).toBe(
      'Sellist toote kombinatsiooni ei ole. Palun vali teine omaduste kombinatsioon.',
    );
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
  });

  it('NoVariants alerts with the SPEC 8 text and offers no picker and no stock', async () => {
    await renderStory(productView.NoVariants);
    expect(textOf(screen.getByRole('alert'))).toBe('Toote variante ei ole saadaval');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: 'Villane seelik' })).toBeTruthy();
  });

  it('WithSizeGuideAndActions links the size guide and renders the actions', async () => {
    await renderStory(productView.WithSizeGuideAndActions);
    expect(screen.getByRole('link', { name: 'Suurustabel' }).getAttribute('href')).toBe('/ee/i/suurustabel');
    expect(screen.getByRole('button', { name: 'Lisa ostukorvi' })).toBeTruthy();
  });
});

describe('Machines/ProductConfigurator', () => {
  const machineLine = () => textOf(screen.getByText(/product configurator:/));

  it('InStock renders a purchasable child in stock', async () => {
    await renderStory(configurator.InStock);
    expect(machineLine()).toMatch(/^product configurator: configured\.inStock \[purchasable\] — NA-DR-1001-/);
    expect(textOf(screen.getByRole('status'))).toBe('Laos!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('OutOfStock renders the sold-out blue M', async () => {
    await renderStory(configurator.OutOfStock);
    expect(machineLine()).toBe('product configurator: configured.outOfStock — NA-DR-1001-04-M');
    expect(textOf(screen.getByRole('status'))).toBe('Laost otsas!');
    expect(nameOf(checkedRadio(screen.getByRole('group', { name: 'Värv' })))).toBe('Sinine');
  });

  it('NoSuchConfiguration renders the warning over the fallen-back child', async () => {
    await renderStory(configurator.NoSuchConfiguration);
    expect(machineLine()).toMatch(/no-such-configuration$/);
    expect(textOf(screen.getByRole('alert'))).toContain('Sellist toote kombinatsiooni ei ole.');
  });

  it('Unavailable renders the variants error', async () => {
    await renderStory(configurator.Unavailable);
    expect(machineLine()).toBe('product configurator: unavailable [error] — no-variants');
    expect(textOf(screen.getByRole('alert'))).toBe('Toote variante ei ole saadaval');
  });

  it('EveryPath renders one View per path', async () => {
    await renderStory(configurator.EveryPath);
    expect(screen.getAllByRole('article').length).toBe(screen.getAllByRole('figure').length);
    expect(screen.getAllByRole('article').length).toBeGreaterThan(3);
  });

  it('Live runs the machine: picking red in S switches to red M, on its special price', async () => {
    await renderStory(configurator.Live);
    expect(machineLine()).toBe('product configurator: configured.inStock [purchasable] — NA-DR-1001-02-S');
    fireEvent.click(screen.getByRole('radio', { name: 'Punane' }));
    expect(machineLine()).toBe('product configurator: configured.inStock [purchasable] — NA-DR-1001-03-M');
    expect(nameOf(checkedRadio(screen.getByRole('group', { name: 'Suurus' })))).toBe('M');
    expect(textOf(screen.getByRole('article'))).toContain('Erihind 44,99 €');
    expect(screen.getByRole('img', { name: 'Linane suvekleit, Punane' })).toBeTruthy();
  });

  it('Live warns when a size the colour lacks is picked', async () => {
    await renderStory(configurator.Live);
    fireEvent.click(screen.getByRole('radio', { name: 'Punane' }));
    fireEvent.click(screen.getByRole('radio', { name: 'L, selles värvis ei ole saadaval' }));
    expect(textOf(screen.getByRole('alert'))).toContain('Sellist toote kombinatsiooni ei ole.');
  });
});
