// What the server ships in the page for the client to hydrate from (SPEC 4 "Other": client start).
import type { Messages } from '@lingui/core';
import type { StoreCode } from '../domain/store-views';
import type { ShopSnapshots } from './actors';

export interface InitialState {
  storeCode: StoreCode;
  /** The compiled catalogue of the store view's locale. */
  messages: Messages;
  snapshots: ShopSnapshots;
}

export const INITIAL_STATE_ID = '__SHOP_STATE__';

/** JSON safe inside <script type="application/json">: no '</script>' or '<!--' can close it early. */
export function serializeState(state: InitialState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
