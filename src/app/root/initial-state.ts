// What the server ships in the page for the client to hydrate from (SPEC 4 "Other": client start).
import type { Messages } from '@lingui/core';
import type { MenuItem } from '../../domain/navigation';
import type { StoreCode } from '../../domain/store-views';
import type { ShopSnapshots } from './actors';

/** Shop configuration the client needs (SPEC 9 "Configuration flags seen"). */
export interface ShopSettings {
  /** SPEC 9 offline_orders.automatic_transmission_enabled (SPEC 4: off by default). */
  automaticOrderTransmission: boolean;
  /** SPEC 5: the tag-manager container id (GTM_ID); absent: no tag manager and no consent banner. */
  tagManagerId?: string;
}

/** The one origin the tag manager's script comes from (the page's CSP names it only with an id configured). */
export const TAG_MANAGER_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { automaticOrderTransmission: false };

export interface InitialState {
  storeCode: StoreCode;
  settings?: ShopSettings;
  /** The compiled catalogue of the store view's locale. */
  messages: Messages;
  snapshots: ShopSnapshots;
  /** The category menu the header was rendered with (the client hydrates with the same tree). */
  menu?: MenuItem[];
}

export const INITIAL_STATE_ID = '__SHOP_STATE__';

/** JSON safe inside <script type="application/json">: no '</script>' or '<!--' can close it early. */
export function serializeState(state: InitialState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
