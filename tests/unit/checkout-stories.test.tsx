// @vitest-environment jsdom
// The checkout, thank-you and offline-orders stories as tests, as tests/unit/account-stories.test.tsx does it:
// every story renders through Storybook's portable stories with the real preview (en-US, the source language),
// checked by role and name. SPEC 5 messages arrive as keys from the checkout machine and are shown translated.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import * as checkoutStories from '../../src/pages/checkout/checkout-view.stories';
import * as offlineOrdersStories from '../../src/pages/checkout/offline-orders-view.stories';
import * as thankYouStories from '../../src/pages/checkout/thank-you-view.stories';

setProjectAnnotations([preview, { initialGlobals: { locale: 'en-US' } }]);
afterEach(cleanup);

const all = {
  checkout: composeStories(checkoutStories),
  thankYou: composeStories(thankYouStories),
  offlineOrders: composeStories(offlineOrdersStories),
};
const { checkout, thankYou, offlineOrders } = all;

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}
const textOf = (element: HTMLElement | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const hrefOf = (element: HTMLElement) => element.getAttribute('href');
/** The message an input is described by (its error), as a screen reader reads it. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className === 'form-field__error')
    .map((element) => textOf(element as HTMLElement))
    .join();
const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const stepHeadings = () => screen.getAllByRole('heading', { level: 2 }).map(textOf);

describe('every checkout story renders', () => {
  it.each([
    [
      'checkout',
      [
        'PersonalDetails',
        'PersonalDetailsInvalid',
        'CreateAccountInvalid',
        'PersonalDetailsLoggedIn',
        'PersonalDetailsDownloadsNeedAccount',
        'Shipping',
        'ShippingInvalid',
        'ShippingParcelMachine',
        'ShippingParcelMachineMissing',
        'ShippingMethodsLoading',
        'ShippingSaving',
        'Payment',
        'PaymentInvalid',
        'PaymentLiisi',
        'PaymentLiisiFilled',
        'PaymentLiisiInvalid',
        'PaymentBillingAddress',
        'Review',
        'ReviewParcelMachineAndCompany',
        'ReviewOrderFailed',
        'Processing',
        'EmptyCart',
        'WaitingInQueue',
      ],
    ],
    ['thankYou', ['Online', 'OnlineLoggedIn', 'Queued', 'WithGiftCard']],
    ['offlineOrders', ['Confirmation', 'Sending']],
  ] as const)('the %s stories are exactly the ones listed', (file, names) => {
    expect(Object.keys(all[file]).sort()).toEqual([...names].sort());
  });

  for (const [file, stories] of Object.entries(all)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file} ${name} renders a level 1 heading`, async () => {
        await renderStory(Story as never);
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      });
    }
  }
});

describe('Pages/CheckoutView, personal details', () => {
  it('PersonalDetails shows the four steps as sections, the first open, and the order summary', async () => {
    await renderStory(checkout.PersonalDetails);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(stepHeadings()).toEqual([
      '1 Personal details',
      '2 Shipping',
      '3 Payment',
      '4 Order review',
      'Order summary',
    ]);
    expect(screen.getByRole('region', { name: 'Personal details' })).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('PersonalDetails sends the typed values and offers a guest to log in or create an account', async () => {
    await renderStory(checkout.PersonalDetails);
    type(/First name/, 'Mari');
    type(/Last name/, 'Tamm');
    type(/E-mail address/, 'mari.tamm@example.ee');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I want to create an account' }));
    type(/^Password/, 'Suvi2025!');
    type(/Repeat password/, 'Suvi2025!');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(checkout.PersonalDetails.args.onSubmitPersonalDetails).toHaveBeenCalledWith({
      firstName: 'Mari',
      lastName: 'Tamm',
      emailAddress: 'mari.tamm@example.ee',
      createAccount: true,
      password: 'Suvi2025!',
      passwordConfirmation: 'Suvi2025!',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(checkout.PersonalDetails.args.onLogIn).toHaveBeenCalled();
    expect(checkout.PersonalDetails.args.onFieldChange).toHaveBeenCalledWith('personal', 'firstName', 'Mari');
    expect(checkout.PersonalDetails.args.onFieldChange).toHaveBeenCalledWith('personal', 'createAccount', true);
  });

  it('PersonalDetailsInvalid shows SPEC 5 messages under the fields and focuses the first', async () => {
    await renderStory(checkout.PersonalDetailsInvalid);
    expect([/First name/, /Last name/, /E-mail address/].map((label) => errorOf(field(label)))).toEqual([
      'Name must have at least 2 letters.',
      'Field is required',
      'Please provide valid e-mail address.',
    ]);
    expect(document.activeElement).toBe(field(/First name/));
  });

  it('CreateAccountInvalid shows the password messages', async () => {
    await renderStory(checkout.CreateAccountInvalid);
    expect([errorOf(field(/^Password/)), errorOf(field(/Repeat password/))]).toEqual([
      'Password must have at least 8 letters.',
      'Passwords must be identical.',
    ]);
  });

  it('PersonalDetailsDownloadsNeedAccount tells a guest that download links go to customer accounts', async () => {
    await renderStory(checkout.PersonalDetailsDownloadsNeedAccount);
    expect(screen.getByText(/Download links are given to customer accounts only/)).toBeTruthy();
    cleanup();
    await renderStory(checkout.PersonalDetails);
    expect(screen.queryByText(/Download links are given/)).toBeNull();
  });

  it('PersonalDetailsLoggedIn offers neither log in nor account creation', async () => {
    await renderStory(checkout.PersonalDetailsLoggedIn);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'I want to create an account' })).toBeNull();
  });
});

describe('Pages/CheckoutView, shipping', () => {
  it('Shipping summarises the done step with an edit button and asks again for methods on a new country', async () => {
    await renderStory(checkout.Shipping);
    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(textOf(personal)).toContain('Mari Tamm, mari.tamm@example.ee');
    fireEvent.click(within(personal).getByRole('button', { name: 'Edit personal details' }));
    expect(checkout.Shipping.args.onEditStep).toHaveBeenCalledWith('personal');
    const country = screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement;
    expect(within(country).getAllByRole('option').map(textOf)).toEqual(['Estonia', 'Latvia']);
    fireEvent.change(country, { target: { value: 'LV' } });
    expect(checkout.Shipping.args.onShippingCountryChange).toHaveBeenCalledWith('LV');
  });

  it('Shipping lists the methods with their prices and sends the chosen one with the address', async () => {
    await renderStory(checkout.Shipping);
    const methods = screen.getByRole('group', { name: /Shipping method/ });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? textOf(radio.parentElement as HTMLElement)),
    ).toEqual(['Omniva: Pakiautomaat 2,99 €', 'DPD: Kuller 4,99 €', 'Rõivas: Kauplusest 0,00 €']);
    fireEvent.click(within(methods).getByRole('radio', { name: /^DPD: Kuller/ }));
    expect(checkout.Shipping.args.onShippingMethodChange).toHaveBeenCalledWith('dpd_courier');
    type(/First name/, 'Mari');
    type(/Street address/, 'Pikk 12');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(checkout.Shipping.args.onSubmitShippingDetails).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Mari',
        streetAddress: 'Pikk 12',
        country: 'EE',
        shippingMethod: 'dpd_courier',
        parcelMachineId: '',
      }),
    );
  });

  it('ShippingInvalid shows each field its SPEC 5 message, the method group too', async () => {
    await renderStory(checkout.ShippingInvalid);
    expect([/Zip-code/, /Phone number/, /Street address/].map((label) => errorOf(field(label)))).toEqual([
      'Zip-code must have five digits.',
      'Provide valid phone number without country code',
      'Field is required',
    ]);
    const methods = screen.getByRole('group', { name: /Shipping method/ });
    expect(textOf(methods)).toContain('Field is required');
    expect(document.activeElement).toBe(field(/Last name/));
  });

  it('ShippingParcelMachine picks a machine filtered by the address city', async () => {
    await renderStory(checkout.ShippingParcelMachine);
    const city = screen.getByRole('combobox', { name: 'Parcel machine city' }) as HTMLSelectElement;
    expect(city.value).toBe('Tallinn');
    const machine = screen.getByRole('combobox', { name: 'Parcel machine' }) as HTMLSelectElement;
    expect(within(machine).getAllByRole('option').map(textOf)).toEqual([
      'Choose a parcel machine',
      'Kristiine keskus, Endla 45',
      'Viru keskus, Viru väljak 4',
    ]);
    expect(machine.value).toBe('omniva-ee-102');
    fireEvent.change(city, { target: { value: 'Tartu' } });
    expect(within(machine).getAllByRole('option').map(textOf)).toEqual([
      'Choose a parcel machine',
      'Tasku keskus, Turu 2',
    ]);
    fireEvent.change(machine, { target: { value: 'omniva-ee-201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(checkout.ShippingParcelMachine.args.onSubmitShippingDetails).toHaveBeenCalledWith(
      expect.objectContaining({ parcelMachineId: 'omniva-ee-201' }),
    );
  });

  it('ShippingParcelMachineMissing says a machine must be chosen', async () => {
    await renderStory(checkout.ShippingParcelMachineMissing);
    expect(errorOf(screen.getByRole('combobox', { name: 'Parcel machine' }))).toBe('Field is required');
  });

  it('ShippingMethodsLoading announces the loading; ShippingSaving ignores Continue', async () => {
    await renderStory(checkout.ShippingMethodsLoading);
    expect(screen.getAllByRole('status').map(textOf)).toContain('Loading shipping methods…');
    cleanup();
    await renderStory(checkout.ShippingSaving);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(checkout.ShippingSaving.args.onSubmitShippingDetails).not.toHaveBeenCalled();
    expect(screen.getAllByRole('status').map(textOf)).toContain('Please wait…');
  });
});

describe('Pages/CheckoutView, payment', () => {
  it('Payment links the store view terms and privacy pages and sends the method and acceptance', async () => {
    await renderStory(checkout.Payment);
    expect(hrefOf(screen.getByRole('link', { name: 'terms and conditions' }))).toBe('/ee/i/tellimistingimused');
    expect(hrefOf(screen.getByRole('link', { name: 'privacy policy' }))).toBe('/ee/i/isikuandmete-kaitse');
    expect(screen.queryByLabelText(/Company name/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /ESTO järelmaks/ }));
    expect(checkout.Payment.args.onPaymentMethodChange).toHaveBeenCalledWith('esto_hirepurchase');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(checkout.Payment.args.onSubmitPaymentDetails).toHaveBeenCalledWith(
      expect.objectContaining({ billingSameAsShipping: true, paymentMethod: 'esto_hirepurchase', termsAccepted: true }),
    );
  });

  it('Payment shows a cost only where a method has one', async () => {
    await renderStory(checkout.Payment);
    expect(screen.getAllByRole('radio').map((radio) => textOf(radio.parentElement as HTMLElement))).toEqual([
      'Pangalink',
      'ESTO järelmaks',
      'Sularaha kättesaamisel 1,50 €',
    ]);
  });

  it('PaymentBillingAddress asks the billing address with company and tax ID', async () => {
    await renderStory(checkout.PaymentBillingAddress);
    const billing = screen.getByRole('group', { name: 'Billing address' });
    expect((within(billing).getByLabelText(/Company name/) as HTMLInputElement).value).toBe('Rõivas OÜ');
    expect((within(billing).getByLabelText(/Tax ID/) as HTMLInputElement).value).toBe('EE101234567');
    fireEvent.click(screen.getByRole('checkbox', { name: 'My billing address is the same as the shipping address' }));
    expect(screen.queryByRole('group', { name: 'Billing address' })).toBeNull();
  });

  it('PaymentInvalid shows the terms, tax ID, zip-code and method messages', async () => {
    await renderStory(checkout.PaymentInvalid);
    expect(errorOf(screen.getByRole('checkbox', { name: /I accept the terms/ }))).toBe(
      'You must accept the terms and conditions.',
    );
    expect(errorOf(field(/Tax ID/))).toBe('Tax ID must have at least 3 letters.');
    expect(errorOf(field(/Zip-code/))).toBe('Zip-code must have five digits.');
    expect(textOf(screen.getByRole('group', { name: /Payment method/ }))).toContain('Field is required');
  });
});

describe('Pages/CheckoutView, the Liisi application (issue 15, SPEC 3, SPEC 5)', () => {
  it('PaymentLiisi shows the empty application and sends each field typed to the checkout', async () => {
    await renderStory(checkout.PaymentLiisi);
    const change = vi.mocked(checkout.PaymentLiisi.args.onLiisiChange as (values: object) => void);
    const application = screen.getByRole('group', { name: 'Instalment application (Liisi)' });
    const personalCode = within(application).getByLabelText(/Personal code/) as HTMLInputElement;
    expect(personalCode.value).toBe('');
    expect(errorOf(personalCode), 'no message before a Continue').toBe('');
    fireEvent.change(personalCode, { target: { value: '3800108' } });
    expect(change).toHaveBeenLastCalledWith({ personalCode: '3800108' });
  });

  it('PaymentLiisiInvalid shows the machine’s messages and focuses the first field with a problem', async () => {
    await renderStory(checkout.PaymentLiisiInvalid);
    const application = screen.getByRole('group', { name: 'Instalment application (Liisi)' });
    const personalCode = within(application).getByLabelText(/Personal code/);
    expect(errorOf(personalCode)).toMatch(/^Minimum length 11 digits/);
    expect(errorOf(within(application).getByLabelText(/Employer/))).toMatch(/^Field is required/);
    expect(document.activeElement, 'the first field with a problem has the focus').toBe(personalCode);
  });

  it('PaymentLiisiFilled shows the application the checkout holds and Continue sends the step', async () => {
    await renderStory(checkout.PaymentLiisiFilled);
    const submit = checkout.PaymentLiisiFilled.args.onSubmitPaymentDetails as (values: object) => void;
    expect((field(/Personal code/) as HTMLInputElement).value).toBe('38001085718');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ paymentMethod: 'liisi_vsf' }));
  });
});

describe('Pages/CheckoutView, review and placing', () => {
  it('Review lists lines, addresses, methods and totals, and places the order', async () => {
    await renderStory(checkout.Review);
    const review = screen.getByRole('region', { name: 'Order review' });
    expect(within(review).getAllByRole('listitem')).toHaveLength(4);
    expect(within(review).getByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    expect(textOf(review)).toContain('Pikk 12 3');
    expect(textOf(review)).toContain('Same as the shipping address');
    expect(textOf(review)).toContain('DPD: Kuller');
    expect(textOf(review)).toContain('Pangalink');
    expect(textOf(review)).toContain('Grand total');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(
      ['personal', 'shipping', 'payment'].map((step) => screen.getByRole('button', { name: `Edit ${step} details` })),
    ).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(checkout.Review.args.onPlaceOrder).toHaveBeenCalledTimes(1);
  });

  it('ReviewParcelMachineAndCompany shows the machine and the billing company', async () => {
    await renderStory(checkout.ReviewParcelMachineAndCompany);
    const review = screen.getByRole('region', { name: 'Order review' });
    expect(textOf(review)).toContain('Viru keskus, Viru väljak 4, Tallinn');
    expect(textOf(review)).toContain('Rõivas OÜ, EE101234567');
  });

  it('ReviewOrderFailed alerts the SPEC 8 message', async () => {
    await renderStory(checkout.ReviewOrderFailed);
    expect(textOf(screen.getByRole('alert'))).toMatch(/^Internal validation error\./);
  });

  it('Processing says Processing order..., disables the button and offers no edits', async () => {
    await renderStory(checkout.Processing);
    expect(screen.getAllByRole('status').map(textOf)).toContain('Processing order...');
    const place = screen.getByRole('button', { name: 'Place the order' });
    expect(place.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(place);
    expect(checkout.Processing.args.onPlaceOrder).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('WaitingInQueue says the order is queued, disables the button and offers no edits', async () => {
    await renderStory(checkout.WaitingInQueue);
    expect(screen.getAllByRole('status').map(textOf)).toContain(
      'Your order has been queued and is being sent again. Please wait; do not place it a second time.',
    );
    const place = screen.getByRole('button', { name: 'Place the order' });
    expect(place.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(place);
    expect(checkout.WaitingInQueue.args.onPlaceOrder).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('EmptyCart says so and links back to the shop', async () => {
    await renderStory(checkout.EmptyCart);
    expect(screen.getByText('Your shopping cart is empty.')).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Continue shopping' }))).toBe('/ee/');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('Pages/ThankYouView', () => {
  it('Online shows the order number and where the confirmation went, without the order history', async () => {
    await renderStory(thankYou.Online);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByText(/Your order number is/).textContent).toBe('Your order number is 000000103.');
    expect(screen.getByText('We have sent the order confirmation to mari.tamm@example.ee.')).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Continue shopping' }))).toBe('/ee/');
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  it('OnlineLoggedIn links the order history', async () => {
    await renderStory(thankYou.OnlineLoggedIn);
    expect(hrefOf(screen.getByRole('link', { name: 'My orders' }))).toBe('/ee/my-account/orders');
  });

  it('Queued says the order is sent when back online', async () => {
    await renderStory(thankYou.Queued);
    expect(textOf(screen.getByRole('status'))).toBe('Your order will be sent when you are back online.');
    expect(screen.queryByText(/Your order number is/)).toBeNull();
    // SPEC 2 /thankyou: what is known of a queued order, its lines; no prices or totals before the server's.
    const lines = screen.getByRole('list', { name: 'Products in the order' });
    expect(textOf(lines)).toContain('Villane sall');
    expect(textOf(lines)).toContain('Quantity: 2');
    expect(textOf(lines)).not.toMatch(/€/);
    expect(screen.getByText('The prices and totals are confirmed when the order reaches us.')).toBeTruthy();
  });

  it('Online lists the lines with their options and prices, and the server’s totals', async () => {
    await renderStory(thankYou.Online);
    const lines = screen.getByRole('list', { name: 'Products in the order' });
    expect(textOf(lines)).toContain('Monogramm (kuni 3 tähte)');
    expect(textOf(lines)).toContain('MKS');
    expect(screen.getByText('Grand total').nextElementSibling?.textContent).toMatch(/66,29/);
  });

  it('WithGiftCard shows what the coupon and the gift card took off', async () => {
    await renderStory(thankYou.WithGiftCard);
    expect(screen.getByText('Gift card').nextElementSibling?.textContent).toMatch(/25,00/);
    expect(screen.getByText('Discount').nextElementSibling?.textContent).toMatch(/6,23/);
  });
});

describe('Pages/OfflineOrdersView', () => {
  it('Confirmation lists each unsent order with its SPEC 9 date and total, and sends or waits', async () => {
    await renderStory(offlineOrders.Confirmation);
    const rows = within(screen.getByRole('table', { name: 'Orders not sent yet' }))
      .getAllByRole('row')
      .slice(1);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => textOf(cell as HTMLElement));
    expect(rows.map(cells)).toEqual([
      ['11:12 15-6-2026', '3', '113,97 €'],
      ['12:40 15-6-2026', '1', '59,99 €'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send the orders now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(offlineOrders.Confirmation.args.onSend).toHaveBeenCalledTimes(1);
    expect(offlineOrders.Confirmation.args.onLater).toHaveBeenCalledTimes(1);
  });

  it('Sending announces the sending and ignores the buttons', async () => {
    await renderStory(offlineOrders.Sending);
    expect(textOf(screen.getByRole('status'))).toBe('Sending the orders…');
    fireEvent.click(screen.getByRole('button', { name: 'Send the orders now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(offlineOrders.Sending.args.onSend).not.toHaveBeenCalled();
    expect(offlineOrders.Sending.args.onLater).not.toHaveBeenCalled();
  });
});
