// Lingui setup (SPEC 4 "Other": locale translations load when the store view changes). The server embeds the
// active catalogue in the page, so the client never fetches one before hydrating.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../domain/store-views';

export const LOCALES: readonly Locale[] = ['et-EE', 'lv-LV', 'en-US'];

export function createI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: locale || DEFAULT_LOCALE, messages });
  return i18n;
}
