// SPEC 5 "Checkout and account forms": every form message rule and the server password rules, as keys.
import { describe, expect, it } from 'vitest';
import {
  type AddressValues,
  acceptTerms,
  alphabetOnly,
  birthday,
  email,
  greaterThanZero,
  mustBeNumber,
  nameRule,
  newPasswordRule,
  passwordLength,
  personalCode,
  phoneWithoutCountryCode,
  required,
  sameAs,
  taxId,
  validateAddress,
  validateChangePassword,
  validateForgot,
  validateLogin,
  validateProfile,
  validateRegister,
  validateResetPassword,
  zipCode,
} from '../../src/domain/account-forms';

describe('single rules', () => {
  it('should call an empty or blank field required and accept any text', () => {
    expect([required(''), required('   '), required('a')]).toEqual(['required', 'required', null]);
  });

  it('should count letters, not characters, for the 2- and 3-letter name rules', () => {
    expect([nameRule(2)('A'), nameRule(2)('A.'), nameRule(2)('Ai')]).toEqual(['nameMin2', 'nameMin2', null]);
    expect([nameRule(3)('Li'), nameRule(3)('Liz')]).toEqual(['nameMin3', null]);
  });

  it('should accept letters of any alphabet joined by a space, hyphen or apostrophe, and nothing else', () => {
    for (const name of ['Mari-Liis', 'Jānis', 'Õie', 'Ozoliņa Bērziņa', 'O’Brien', 'Šarūnas']) {
      expect(alphabetOnly(name)).toBeNull();
    }
    for (const name of ['R2D2', 'Mari--Liis', '-Mari', 'Mari!', 'a_b']) expect(alphabetOnly(name)).toBe('alphabetOnly');
  });

  it('should accept an address with one @ and a dotted domain, and refuse the rest', () => {
    expect([email('mari@example.ee'), email(' mari@example.ee ')]).toEqual([null, null]);
    for (const bad of ['mari', 'mari@', 'mari@example', 'ma ri@example.ee', 'a@@b.ee', 'a@b..ee']) {
      expect(email(bad)).toBe('email');
    }
  });

  it('should need 8 characters for a password, counting emoji as one character', () => {
    expect([passwordLength('1234567'), passwordLength('12345678'), passwordLength('Aa1!😀😀')]).toEqual([
      'passwordMin8',
      null,
      'passwordMin8',
    ]);
  });

  it('should apply the server password rules: edge spaces, then length, then 3 of 4 classes', () => {
    expect(newPasswordRule('Ab1')).toBe('passwordMin8');
    expect(newPasswordRule(' Ab1')).toBe('passwordSpaces');
    expect(newPasswordRule('ÕunaPuu7')).toBeNull(); // Estonian letters count as lower and upper case
    expect(newPasswordRule(' Abcdef12')).toBe('passwordSpaces');
    expect(newPasswordRule('Abcdef12 ')).toBe('passwordSpaces');
    expect(newPasswordRule('abcdefgh1')).toBe('passwordClasses');
    expect(newPasswordRule('Abcdefgh1')).toBeNull();
    expect(newPasswordRule('abc def 1')).toBeNull(); // a space inside is a special character
  });

  it('should want the repeated password identical, character for character', () => {
    expect([sameAs('Secret12!')('Secret12!'), sameAs('Secret12!')('secret12!')]).toEqual([null, 'passwordsDiffer']);
  });

  it('should need 3 characters in a tax ID, not counting spaces', () => {
    expect([taxId('EE'), taxId('E E'), taxId('EE1')]).toEqual(['taxIdMin3', 'taxIdMin3', null]);
  });

  it('should need 3 zip-code characters anywhere, five digits in Estonia and four in Latvia', () => {
    expect([zipCode('FI')('00'), zipCode('FI')('00100'), zipCode('LT')('LT-01100')]).toEqual(['zipMin3', null, null]);
    expect([zipCode('EE')('10'), zipCode('EE')('1011'), zipCode('EE')('10115'), zipCode('EE')('1011a')]).toEqual([
      'zipMin3',
      'zipEe',
      null,
      'zipEe',
    ]);
    expect([zipCode('LV')('1050'), zipCode('LV')('LV-1050'), zipCode('LV')('lv1050'), zipCode('LV')('10500')]).toEqual([
      null,
      null,
      null,
      'zipLv',
    ]);
  });

  it('should accept numbers with a decimal comma or point as numbers, and nothing else', () => {
    expect([mustBeNumber('1200'), mustBeNumber('1 200,50'), mustBeNumber('12.5'), mustBeNumber('12a')]).toEqual([
      null,
      null,
      null,
      'mustBeNumber',
    ]);
  });

  it('should want a number above zero, and call a non-number not a number', () => {
    expect([greaterThanZero('0'), greaterThanZero('0,01'), greaterThanZero('x')]).toEqual([
      'greaterThanZero',
      null,
      'mustBeNumber',
    ]);
  });

  it('should want 11 digits in a personal code (a Latvian hyphen allowed)', () => {
    expect([personalCode('3900101123'), personalCode('39001011234'), personalCode('010190-12345')]).toEqual([
      'personalCodeMin11',
      null,
      null,
    ]);
  });

  it('should accept a local phone number and refuse one with a country code', () => {
    for (const good of ['5123 4567', '51234567', '6123456', '29123456'])
      expect(phoneWithoutCountryCode(good)).toBeNull();
    for (const bad of ['+372 5123 4567', '00372 51234567', '37251234567', '37129123456', '123', 'tel 5123']) {
      expect(phoneWithoutCountryCode(bad)).toBe('phoneWithoutCountryCode');
    }
  });

  it('should want a birthday as DD-MM-YYYY on a real calendar day', () => {
    expect([birthday('01-02-1990'), birthday('29-02-2000')]).toEqual([null, null]);
    for (const bad of ['1-2-1990', '1990-02-01', '31-02-1990', '29-02-1999', '01/02/1990', '01-13-1990']) {
      expect(birthday(bad)).toBe('birthdayPattern');
    }
  });

  it('should want the terms accepted', () => {
    expect([acceptTerms(false), acceptTerms(true)]).toEqual(['acceptTerms', null]);
  });
});

describe('forms', () => {
  it('should ask for the e-mail address and password at login, without the new-password rules', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({ username: 'required', password: 'required' });
    expect(validateLogin({ username: 'mari', password: 'x' })).toEqual({ username: 'email' });
    expect(validateLogin({ username: 'mari@example.ee', password: 'short' })).toEqual({});
  });

  const register = {
    firstname: 'Mari',
    lastname: 'Tamm',
    email: 'mari@example.ee',
    password: 'Suvi2025!',
    passwordConfirm: 'Suvi2025!',
    newsletter: false,
    terms: true,
  };

  it('should let a complete registration through', () => {
    expect(validateRegister(register)).toEqual({});
  });

  it('should report every field of a registration with its first problem', () => {
    expect(
      validateRegister({
        ...register,
        firstname: 'M',
        lastname: '',
        email: 'mari@',
        password: 'suvi2025',
        passwordConfirm: 'Suvi2025',
        terms: false,
      }),
    ).toEqual({
      firstname: 'nameMin2',
      lastname: 'required',
      email: 'email',
      password: 'passwordClasses',
      passwordConfirm: 'passwordsDiffer',
      terms: 'acceptTerms',
    });
  });

  it('should not ask anything of the newsletter choice', () => {
    expect(validateRegister({ ...register, newsletter: true })).toEqual({});
  });

  it('should want a valid e-mail address to send the reset link to', () => {
    expect([validateForgot({ email: '' }), validateForgot({ email: 'mari@example.ee' })]).toEqual([
      { email: 'required' },
      {},
    ]);
  });

  it('should ask the e-mail address on a new password only when the link did not carry it', () => {
    const values = { email: '', password: 'Suvi2025!', passwordConfirm: 'Suvi2025!' };
    expect(validateResetPassword(values, { askEmail: false })).toEqual({});
    expect(validateResetPassword(values, { askEmail: true })).toEqual({ email: 'required' });
    expect(validateResetPassword({ ...values, passwordConfirm: '' }, { askEmail: false })).toEqual({
      passwordConfirm: 'required',
    });
  });

  it('should take the current password as it is and hold the new one to the rules', () => {
    expect(
      validateChangePassword({ currentPassword: 'old', newPassword: 'Suvi2025!', passwordConfirm: 'Suvi2025!' }),
    ).toEqual({});
    expect(validateChangePassword({ currentPassword: '', newPassword: 'Suvi 2025 ', passwordConfirm: 'x' })).toEqual({
      currentPassword: 'required',
      newPassword: 'passwordSpaces',
      passwordConfirm: 'passwordsDiffer',
    });
  });

  it('should check the three profile fields SPEC 3 lets a customer change', () => {
    expect(validateProfile({ firstname: 'Ai', lastname: 'Kask', email: 'ai@example.ee' })).toEqual({});
    expect(validateProfile({ firstname: 'Ai2', lastname: 'K4sk', email: '' })).toEqual({
      firstname: 'alphabetOnly',
      lastname: 'alphabetOnly',
      email: 'required',
    });
  });

  const address: AddressValues = {
    firstname: 'Mari',
    lastname: 'Tamm',
    company: '',
    taxId: '',
    street: 'Pikk',
    houseNumber: '12-3',
    city: 'Tallinn',
    postcode: '10115',
    region: '',
    countryId: 'EE',
    telephone: '5123 4567',
    birthday: '',
    gender: '',
  };

  it('should let a complete Estonian address through with the optional fields empty', () => {
    expect(validateAddress(address)).toEqual({});
  });

  it('should hold an address to the 3-letter name, tax ID, country zip, phone and birthday rules', () => {
    expect(
      validateAddress({
        ...address,
        firstname: 'Ai',
        taxId: 'EE',
        postcode: '1050',
        telephone: '+372 5123 4567',
        birthday: '1990-01-01',
        street: '',
        city: 'Tallinn 1',
      }),
    ).toEqual({
      firstname: 'nameMin3',
      taxId: 'taxIdMin3',
      postcode: 'zipEe',
      telephone: 'phoneWithoutCountryCode',
      birthday: 'birthdayPattern',
      street: 'required',
      city: 'alphabetOnly',
    });
  });

  it('should check the zip-code against the chosen country', () => {
    expect(validateAddress({ ...address, countryId: 'LV', city: 'Rīga', postcode: 'LV-1050' })).toEqual({});
    expect(validateAddress({ ...address, countryId: '' })).toEqual({ countryId: 'required' });
  });
});
