// All compiled catalogues, for the server bundle (the client receives only the active one in the page).
import type { Messages } from '@lingui/core';
import type { Locale } from '../domain/store-views';
import { messages as enUS } from '../../locales/en-US/messages.po';
import { messages as etEE } from '../../locales/et-EE/messages.po';
import { messages as lvLV } from '../../locales/lv-LV/messages.po';

export const CATALOGS: Record<Locale, Messages> = { 'en-US': enUS, 'et-EE': etEE, 'lv-LV': lvLV };
