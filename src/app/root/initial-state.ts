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
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A store view's catalogue is one object for the process's life: serialized once (issue 18), not per page. */
const serializedMessages = new WeakMap<Messages, string>();

/** The state as JSON safe inside <script type="application/json">; the catalogue's JSON is reused from page to page. */
export function serializeState(state: InitialState): string {
  const { messages, ...rest } = state;
  let catalogue = serializedMessages.get(messages);
  if (catalogue === undefined) {
    catalogue = scriptJson(messages);
    serializedMessages.set(messages, catalogue);
  }
  // `rest` always has storeCode, so its JSON is '{…}' with at least one member.
  return `${scriptJson(rest).slice(0, -1)},"messages":${catalogue}}`;
}
