// @vitest-environment jsdom
// The cart component stories as tests, as tests/unit/account-stories.test.tsx does it: every story renders through
// Storybook's portable stories with the real preview, checked by role and name as a person finds things. They render
// in en-US, the source language, except where a story sets its own locale.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as cartButtonStories from '../../src/components/cart/cart-button.stories';
import * as cartLineStories from '../../src/components/cart/cart-line.stories';
import * as couponFormStories from '../../src/components/cart/coupon-form.stories';
import * as miniCartStories from '../../src/components/cart/mini-cart.stories';
import * as quantityStepperStories from '../../src/components/cart/quantity-stepper.stories';
import * as shippingEstimateStories from '../../src/components/cart/shipping-estimate.stories';
import * as totalsSummaryStories from '../../src/components/cart/totals-summary.stories';

setProjectAnnotations([preview, { initialGlobals: { locale: 'en-US' } }]);
afterEach(cleanup);

const all = {
  quantityStepper: composeStories(quantityStepperStories),
  cartLine: composeStories(cartLineStories),
  couponForm: composeStories(couponFormStories),
  totalsSummary: composeStories(totalsSummaryStories),
  shippingEstimate: composeStories(shippingEstimateStories),
  cartButton: composeStories(cartButtonStories),
  miniCart: composeStories(miniCartStories),
};
const { quantityStepper, cartLine, couponForm, totalsSummary, shippingEstimate, cartButton, miniCart } = all;

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}
/** Prices are '54,99 €' with a no-break space; the text queries see it as a space. */
const textOf = (element: HTMLElement | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const hrefOf = (element: HTMLElement) => element.getAttribute('href');
/** A description list's terms and their values, as pairs. */
const pairsOf = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((term) => [textOf(term), textOf(term.nextElementSibling as HTMLElement)]);

describe('every cart story renders', () => {
  it.each([
    ['quantityStepper', ['Default', 'AtMinimum', 'AtMaximum', 'Disabled']],
    ['cartLine', ['Default', 'OnSale', 'InStock', 'OutOfStock', 'OnlyAvailable', 'Syncing']],
    ['couponForm', ['Empty', 'Applying', 'Applied', 'CodeRequired', 'Invalid', 'Offline']],
    ['totalsSummary', ['Subtotal', 'ShippingAndDiscount']],
    ['shippingEstimate', ['Estonia', 'Latvia', 'Loading', 'Failed']],
    ['cartButton', ['WithItems', 'OneItem', 'Empty']],
    [
      'miniCart',
      [
        'Empty',
        'OneLine',
        'ManyLines',
        'Loading',
        'Syncing',
        'Offline',
        'SyncDisabled',
        'CouponApplied',
        'CouponError',
        'CheckoutBlocked',
        'LineErrors',
      ],
    ],
  ] as const)('the %s stories are exactly the ones listed', (file, names) => {
    expect(Object.keys(all[file]).sort()).toEqual([...names].sort());
  });

  for (const [file, stories] of Object.entries(all)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file} ${name} renders something`, async () => {
        const { container } = await renderStory(Story as never);
        expect(textOf(container)?.length).toBeGreaterThan(0);
      });
    }
  }
});

describe('Cart/QuantityStepper', () => {
  it('Default names its controls with the product and steps by one', async () => {
    await renderStory(quantityStepper.Default);
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Linane suvekleit' }) as HTMLInputElement;
    expect([input.value, input.min, input.max]).toEqual(['2', '1', '10']);
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Linane suvekleit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Linane suvekleit' }));
    expect(quantityStepper.Default.args.onChange).toHaveBeenNthCalledWith(1, 3);
    expect(quantityStepper.Default.args.onChange).toHaveBeenNthCalledWith(2, 1);
  });

  it('Default sends a typed quantity on Enter, clamped to the cart maximum, and ignores non-numbers', async () => {
    await renderStory(quantityStepper.Default);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(quantityStepper.Default.args.onChange).toHaveBeenCalledWith(10);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(quantityStepper.Default.args.onChange).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('2');
  });

  it('AtMinimum cannot go below 1 and AtMaximum cannot go above 10', async () => {
    await renderStory(quantityStepper.AtMinimum);
    expect(screen.getByRole('button', { name: /^Decrease/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /^Increase/ }).hasAttribute('disabled')).toBe(false);
    cleanup();
    await renderStory(quantityStepper.AtMaximum);
    expect(screen.getByRole('button', { name: /^Increase/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /^Decrease/ }).hasAttribute('disabled')).toBe(false);
  });

  it('Disabled disables every control', async () => {
    await renderStory(quantityStepper.Disabled);
    expect(screen.getAllByRole('button').every((button) => button.hasAttribute('disabled'))).toBe(true);
    expect(screen.getByRole('spinbutton').hasAttribute('disabled')).toBe(true);
  });
});

describe('Cart/CartLine', () => {
  it('Default links the variant, shows the SPEC 9 cart thumbnail, colour, size and SPEC 1 prices', async () => {
    await renderStory(cartLine.Default);
    const line = screen.getByRole('listitem');
    expect(hrefOf(within(line).getByRole('link', { name: 'Linane suvekleit' }))).toBe(
      '/ee/p/NA-DR-1001/linane-suvekleit-1001/NA-DR-1001-02-M',
    );
    const image = line.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('width'), image?.getAttribute('height')]).toEqual([
      '/img/210/300/resize/catalog/dress/02.png',
      '210',
      '300',
    ]);
    expect(pairsOf(line)).toEqual([
      ['Colour', 'valge'],
      ['Size', 'M'],
    ]);
    expect(textOf(line)).toContain('54,99 €');
    expect(textOf(line.querySelector('.cart-line__total') as HTMLElement)).toBe('Row total 54,99 €');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('OnSale shows the special and the regular unit price and the row total of two', async () => {
    await renderStory(cartLine.OnSale);
    const line = screen.getByRole('listitem');
    expect(textOf(line)).toContain('Special price 19,99 € Regular price 29,99 €');
    expect(textOf(line)).toContain('Row total 39,98 €');
  });

  it('InStock says so (SPEC 4), without an alert', async () => {
    await renderStory(cartLine.InStock);
    expect(screen.getByText('In stock!')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('OutOfStock and OnlyAvailable alert the line problem', async () => {
    await renderStory(cartLine.OutOfStock);
    expect(textOf(screen.getByRole('alert'))).toBe('Out of the stock!');
    expect(screen.queryByText('In stock!')).toBeNull();
    cleanup();
    await renderStory(cartLine.OnlyAvailable);
    expect(textOf(screen.getByRole('alert'))).toBe('Only 3 available');
  });

  it('Default removes the line with a button named after the product', async () => {
    await renderStory(cartLine.Default);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Linane suvekleit from the cart' }));
    expect(cartLine.Default.args.onRemove).toHaveBeenCalledTimes(1);
  });

  it('Syncing disables the stepper and the remove button', async () => {
    await renderStory(cartLine.Syncing);
    expect(screen.getAllByRole('button').every((button) => button.hasAttribute('disabled'))).toBe(true);
  });
});

describe('Cart/CouponForm', () => {
  it('Empty applies the trimmed code, and leaves an empty one for the cart to refuse', async () => {
    await renderStory(couponForm.Empty);
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(couponForm.Empty.args.onApply).toHaveBeenLastCalledWith('');
    expect(field.getAttribute('aria-invalid'), 'no message the cart did not give').not.toBe('true');
    fireEvent.change(field, { target: { value: ' UUDIS-7K2Q9 ' } });
    expect(couponForm.Empty.args.onType).toHaveBeenLastCalledWith(' UUDIS-7K2Q9 ');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(couponForm.Empty.args.onApply).toHaveBeenLastCalledWith('UUDIS-7K2Q9');
  });

  it('CodeRequired marks the field with SPEC 5’s message', async () => {
    await renderStory(couponForm.CodeRequired);
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Field is required')).toBeTruthy();
  });

  it('Applying announces the wait and ignores another press', async () => {
    await renderStory(couponForm.Applying);
    expect(textOf(screen.getByRole('status'))).toBe('Please wait…');
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code' }), { target: { value: 'SUVI' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(couponForm.Applying.args.onApply).not.toHaveBeenCalled();
  });

  it('Applied names the code and removes it', async () => {
    await renderStory(couponForm.Applied);
    expect(screen.getByText(/Discount code/).textContent).toBe('Discount code UUDIS-7K2Q9 applied');
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the discount code UUDIS-7K2Q9' }));
    expect(couponForm.Applied.args.onRemove).toHaveBeenCalledTimes(1);
  });

  it('Invalid alerts the server refusal', async () => {
    await renderStory(couponForm.Invalid);
    expect(textOf(screen.getByRole('alert'))).toBe('The coupon code "SUVI50" is not valid.');
  });

  it('Offline disables the field and the button', async () => {
    await renderStory(couponForm.Offline);
    expect(screen.getByRole('textbox', { name: 'Discount code' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('Cart/TotalsSummary', () => {
  it('Subtotal leaves shipping and discount out and names the included tax', async () => {
    const { container } = await renderStory(totalsSummary.Subtotal);
    expect(pairsOf(container)).toEqual([
      ['Subtotal', '54,99 €'],
      ['Grand total', '54,99 €'],
      ['Tax included', '10,64 €'],
    ]);
  });

  it('ShippingAndDiscount shows the shipping and the discount as a reduction with its code', async () => {
    const { container } = await renderStory(totalsSummary.ShippingAndDiscount);
    expect(pairsOf(container)).toEqual([
      ['Subtotal', '264,95 €'],
      ['Shipping', '2,99 €'],
      ['Discount (UUDIS-7K2Q9)', '−26,50 €'],
      ['Grand total', '241,44 €'],
      ['Tax included', '46,73 €'],
    ]);
  });
});

describe('Cart/ShippingEstimate', () => {
  it('Estonia lists each method with its price and asks again when the country changes', async () => {
    await renderStory(shippingEstimate.Estonia);
    const region = screen.getByRole('region', { name: 'Shipping costs' });
    expect(within(region).getAllByRole('listitem').map(textOf)).toEqual([
      'Omniva: Pakiautomaat 2,99 €',
      'DPD: Kuller 4,99 €',
      'Rõivas: Kauplusest 0,00 €',
    ]);
    const country = within(region).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(within(country).getAllByRole('option').map(textOf)).toEqual(['Estonia', 'Latvia']);
    fireEvent.change(country, { target: { value: 'LV' } });
    expect(shippingEstimate.Estonia.args.onCountryChange).toHaveBeenCalledWith('LV');
  });

  it('Latvia speaks Latvian in the lv store view', async () => {
    await renderStory(shippingEstimate.Latvia);
    const country = screen.getByRole('combobox') as HTMLSelectElement;
    expect([country.value, textOf(country.selectedOptions[0])]).toEqual(['LV', 'Latvija']);
    expect(screen.getAllByRole('listitem').map(textOf)).toEqual(['Omniva: Pakomāts 3,49 €', 'DPD: Kurjers 5,99 €']);
    expect(screen.getByRole('region', { name: 'Piegādes izmaksas' })).toBeTruthy();
  });

  it('Loading is a status and Failed an alert', async () => {
    await renderStory(shippingEstimate.Loading);
    expect(textOf(screen.getByRole('status'))).toBe('Loading shipping methods…');
    cleanup();
    await renderStory(shippingEstimate.Failed);
    expect(textOf(screen.getByRole('alert'))).toBe('The shipping methods could not be loaded.');
  });
});

describe('Cart/CartButton', () => {
  it('says the count in its accessible name and opens the mini cart', async () => {
    await renderStory(cartButton.WithItems);
    const button = screen.getByRole('button', { name: 'Cart , 3 items' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(cartButton.WithItems.args.onOpen).toHaveBeenCalledTimes(1);
  });

  it('OneItem and Empty say one item and empty', async () => {
    await renderStory(cartButton.OneItem);
    expect(screen.getByRole('button', { name: 'Cart , 1 item' })).toBeTruthy();
    cleanup();
    await renderStory(cartButton.Empty);
    expect(screen.getByRole('button', { name: 'Cart , empty' })).toBeTruthy();
  });
});

describe('Cart/MiniCart', () => {
  it('OneLine is a dialog named Shopping cart with the focus inside, lines, totals and the checkout link', async () => {
    await renderStory(miniCart.OneLine);
    const dialog = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(pairsOf(dialog)).toContainEqual(['Grand total', '54,99 €']);
    const checkout = within(dialog).getByRole('link', { name: 'Go to checkout' });
    expect(hrefOf(checkout)).toBe('/ee/checkout');
    fireEvent.click(checkout);
    expect(miniCart.OneLine.args.onClose).toHaveBeenCalledTimes(1);
  });

  it('ManyLines lists every line and sends quantity changes and removals with the line id', async () => {
    await renderStory(miniCart.ManyLines);
    const lines = within(screen.getByRole('dialog')).getAllByRole('listitem');
    expect(lines.map((line) => textOf(within(line).getAllByRole('link')[0]))).toEqual([
      'Linane suvekleit',
      'Klassikaline pluus',
      'Teksad',
      'Kašmiirist kampsun',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Klassikaline pluus' }));
    expect(miniCart.ManyLines.args.onQuantityChange).toHaveBeenCalledWith('NA-BL-1103-08-M', 3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Teksad from the cart' }));
    expect(miniCart.ManyLines.args.onRemove).toHaveBeenCalledWith('ME-TR-1102-06-M');
  });

  it('Empty says so and offers to continue shopping, without a checkout link', async () => {
    await renderStory(miniCart.Empty);
    expect(screen.getByText('Your shopping cart is empty.')).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Continue shopping' }))).toBe('/ee/');
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
  });

  it('Loading and Syncing announce themselves as a status', async () => {
    await renderStory(miniCart.Loading);
    expect(screen.getAllByRole('status').map(textOf)).toContain('Loading the cart…');
    cleanup();
    await renderStory(miniCart.Syncing);
    expect(screen.getAllByRole('status').map(textOf)).toContain('Updating the cart…');
  });

  it('Offline notes that changes are synced later and disables the coupon', async () => {
    await renderStory(miniCart.Offline);
    expect(screen.getByText('You are offline. Changes will be synced when you are back online.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Discount code' }).hasAttribute('disabled')).toBe(true);
  });

  it('SyncDisabled notes the cart is kept on this device', async () => {
    await renderStory(miniCart.SyncDisabled);
    expect(screen.getByText('The cart cannot be saved in the shop right now. It is kept on this device.')).toBeTruthy();
  });

  it('CouponApplied shows the code and the discount; CouponError alerts', async () => {
    await renderStory(miniCart.CouponApplied);
    expect(screen.getByRole('button', { name: 'Remove the discount code UUDIS-7K2Q9' })).toBeTruthy();
    expect(screen.getByText('Discount (UUDIS-7K2Q9)')).toBeTruthy();
    cleanup();
    await renderStory(miniCart.CouponError);
    expect(textOf(screen.getByRole('alert'))).toBe('The coupon code "SUVI50" is not valid.');
  });

  it('LineErrors alerts each line problem', async () => {
    await renderStory(miniCart.LineErrors);
    expect(screen.getAllByRole('alert').map(textOf)).toEqual(['Out of the stock!', 'Only 3 available']);
  });

  it('CheckoutBlocked shows each line’s stock and offers no way to the checkout, saying why', async () => {
    await renderStory(miniCart.CheckoutBlocked);
    expect(screen.getByText('In stock!')).toBeTruthy();
    expect(screen.getAllByRole('alert').map(textOf)).toEqual(['Out of the stock!']);
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
    const checkout = screen.getByRole('button', { name: 'Go to checkout' });
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    const note = document.getElementById(checkout.getAttribute('aria-describedby') ?? '');
    expect(textOf(note)).toBe('Some products in your cart are out of stock. Remove them to go to the checkout.');
  });

  it('OneLine links the checkout', async () => {
    await renderStory(miniCart.OneLine);
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to checkout' })).toBeNull();
  });

  it('closes with the Close button', async () => {
    await renderStory(miniCart.OneLine);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(miniCart.OneLine.args.onClose).toHaveBeenCalledTimes(1);
  });
});
