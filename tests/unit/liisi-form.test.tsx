// @vitest-environment jsdom
// The Liisi instalment application (issue 15; SPEC 3 "Instalment form fields", SPEC 5 messages, SPEC 9 options): the
// pure checks and the mapping to the contract's liisi_form_data, then the component through its stories, found by
// role and label as a person finds them (et-EE, the preview's default, and lv-LV).
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as liisiStories from '../../src/components/payment/liisi-form.stories';
import { FILLED_LIISI_FORM } from '../../src/components/payment/story-fixtures';
import { liisiCommentBodySchema } from '../../src/domain/contract/payment';
import { EMPTY_LIISI_FORM, toLiisiForm, validateLiisiForm } from '../../src/domain/payment/liisi-form';

setProjectAnnotations(preview);
afterEach(cleanup);

const TODAY = '2026-11-25';
const stories = composeStories(liisiStories);

describe('validateLiisiForm (SPEC 5)', () => {
  it('asks for every required field and both confirmations, but not the PEP statement', () => {
    expect(validateLiisiForm(EMPTY_LIISI_FORM, TODAY)).toEqual({
      personalCode: 'required',
      employer: 'required',
      timeWorked: 'required',
      totalIncome: 'required',
      monthlyLiabilities: 'required',
      numberOfPayments: 'required',
      documentNumber: 'required',
      documentIssueDate: 'required',
      documentIssuePlace: 'required',
      occupation: 'required',
      taxAuthorityConsent: 'required',
      validIdCard: 'required',
    });
  });

  it.each([
    ['3900101', 'personalCodeMin11'],
    ['390010100011', 'personalCodeMin11'],
    ['3900101000a', 'mustBeNumber'],
    ['39001010001', undefined],
  ])('the personal code %s gives %s', (personalCode, error) => {
    expect(validateLiisiForm({ ...FILLED_LIISI_FORM, personalCode }, TODAY).personalCode).toBe(error);
  });

  it('income must be a number above 0, liabilities a number (0 allowed, decimal comma too)', () => {
    const errors = (totalIncome: string, monthlyLiabilities: string) =>
      validateLiisiForm({ ...FILLED_LIISI_FORM, totalIncome, monthlyLiabilities }, TODAY);
    expect(errors('0', 'palju')).toMatchObject({ totalIncome: 'greaterThanZero', monthlyLiabilities: 'mustBeNumber' });
    expect(errors('1 200,50', '0')).toEqual({});
  });

  it('refuses a period, band or occupation outside SPEC 9 and an issue date in the future or not a day', () => {
    const errors = validateLiisiForm(
      {
        ...FILLED_LIISI_FORM,
        numberOfPayments: '10',
        timeWorked: '5_10',
        occupation: 'pirate',
        documentIssueDate: '2026-11-26',
      },
      TODAY,
    );
    expect(errors).toEqual({
      numberOfPayments: 'required',
      timeWorked: 'required',
      occupation: 'required',
      documentIssueDate: 'required',
    });
    expect(validateLiisiForm({ ...FILLED_LIISI_FORM, documentIssueDate: '2023-02-30' }, TODAY)).toEqual({
      documentIssueDate: 'required',
    });
  });

  it("maps a valid form to the contract's liisi_form_data, which the server's schema accepts", () => {
    const result = toLiisiForm({ ...FILLED_LIISI_FORM, totalIncome: '9 600,50' }, TODAY);
    expect(result).toEqual({
      ok: true,
      form: {
        personalCode: '39001010001',
        employer: 'Rõivas OÜ',
        timeWorked: '24_60',
        totalIncome: 9600.5,
        monthlyLiabilities: 250,
        politicallyExposed: false,
        taxAuthorityConsent: true,
        validIdCard: true,
        numberOfPayments: 12,
        documentNumber: 'AB1234567',
        documentIssueDate: '2022-05-17',
        documentIssuePlace: 'Tallinn',
        occupation: 'employed_private',
      },
    });
    if (!result.ok) return;
    const body = { order_increment_id: 'EE000123', liisi_form_data: result.form };
    expect(liisiCommentBodySchema.safeParse(body).success).toBe(true);
  });

  it('gives no form while a check fails', () => {
    expect(toLiisiForm({ ...FILLED_LIISI_FORM, validIdCard: false }, TODAY)).toEqual({
      ok: false,
      errors: { validIdCard: 'required' },
    });
  });
});

describe('Payment/LiisiForm stories', () => {
  it('are exactly the ones tested here', () => {
    expect(Object.keys(stories).sort()).toEqual(['Disabled', 'Empty', 'Filled', 'Invalid', 'Required']);
  });

  it('Empty: a named group with every SPEC 3 field labelled, the SPEC 9 choices, nothing invalid', async () => {
    await stories.Empty.run();
    const group = screen.getByRole('group', { name: 'Järelmaksu taotlus (Liisi)' });
    for (const label of [
      'Isikukood *',
      'Tööandja *',
      'Amet *',
      'Tööstaaž praegusel töökohal *',
      'Kogusissetulek viimase 6 kuu jooksul, eurodes *',
      'Igakuised kohustused viimase 6 kuu jooksul, eurodes *',
      'Maksete arv *',
      'Passi või ID-kaardi number *',
      'Väljaandmise kuupäev *',
      'Väljaandmise koht *',
    ]) {
      expect(within(group).getByLabelText(label)).toBeTruthy();
    }
    const periods = within(screen.getByLabelText('Maksete arv *')).getAllByRole('option');
    expect(periods.map((option) => option.textContent)).toEqual([
      'Vali',
      '3 kuud',
      '6 kuud',
      '9 kuud',
      '12 kuud',
      '15 kuud',
      '18 kuud',
      '21 kuud',
      '24 kuud',
    ]);
    expect(within(screen.getByLabelText('Tööstaaž praegusel töökohal *')).getAllByRole('option')).toHaveLength(5);
    expect(within(screen.getByLabelText('Amet *')).getAllByRole('option')).toHaveLength(8);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it("Required: 'Field is required' tied to each invalid field, the PEP statement left alone", async () => {
    await stories.Required.run();
    const code = screen.getByLabelText('Isikukood *');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Väli on kohustuslik',
    );
    expect(screen.getByLabelText('Väljaandmise kuupäev *').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(12);
    expect(
      screen.getByRole('checkbox', { name: 'Olen riikliku taustaga isik' }).getAttribute('aria-invalid'),
    ).toBeNull();
  });

  it("Invalid: 'Minimum length 11 digits', 'Must be greater than 0', 'Must be number'", async () => {
    await stories.Invalid.run();
    const messageOf = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(messageOf('Isikukood *')).toBe('Vähemalt 11 numbrit');
    expect(messageOf('Kogusissetulek viimase 6 kuu jooksul, eurodes *')).toBe('Peab olema suurem kui 0');
    expect(messageOf('Igakuised kohustused viimase 6 kuu jooksul, eurodes *')).toBe('Peab olema number');
  });

  it('Filled: typing and ticking go out as change events with the field', async () => {
    await stories.Filled.run();
    const onChange = stories.Filled.args.onChange as unknown as { mock: { calls: unknown[][] } };
    fireEvent.change(screen.getByLabelText('Tööandja *'), { target: { value: 'Uus Tööandja AS' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Olen riikliku taustaga isik' }));
    expect(onChange.mock.calls.slice(-2)).toEqual([
      ['employer', 'Uus Tööandja AS'],
      ['politicallyExposed', true],
    ]);
    expect((screen.getByLabelText('Tööandja *') as HTMLInputElement).value).toBe('Uus Tööandja AS');
  });

  it('Disabled: every control is disabled while the order is placed', async () => {
    await stories.Disabled.run();
    const controls = [...document.querySelectorAll('input, select')] as HTMLInputElement[];
    expect(controls.length).toBe(13);
    expect(controls.every((control) => control.disabled)).toBe(true);
  });
});
