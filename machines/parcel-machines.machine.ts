// SPEC 1 "parcel-machine delivery": the parcel machines of a carrier in a country, for the checkout's picker. The
// list is loaded by an actor when the shopper picks a parcel-machine method; another carrier or country reloads,
// the same one keeps what was loaded; a failure can be retried.
import { assign, fromPromise, setup } from 'xstate';
import type { ParcelMachine } from '../src/domain/contract/cart';

export interface ParcelMachinesRequest {
  countryId: string;
  carrierCode: string;
}

export interface ParcelMachinesContext {
  request: ParcelMachinesRequest | null;
  machines: ParcelMachine[];
  error: string | null;
}

export type ParcelMachinesEvent =
  | { type: 'parcels.load'; countryId: string; carrierCode: string }
  | { type: 'parcels.retry' };

const isSame = (a: ParcelMachinesRequest | null, b: ParcelMachinesRequest) =>
  a !== null && a.countryId === b.countryId && a.carrierCode === b.carrierCode;

export const parcelMachinesMachine = setup({
  types: { context: {} as ParcelMachinesContext, events: {} as ParcelMachinesEvent },
  actors: {
    // Supplied by the composition root: GET /api/cart/parcel-machines?country_id=&carrier_code=.
    loadParcelMachines: fromPromise<ParcelMachine[], ParcelMachinesRequest>(async () => {
      throw new Error('loadParcelMachines must be provided by the composition root');
    }),
  },
  guards: {
    isOtherRequest: ({ context, event }) =>
      event.type === 'parcels.load' &&
      !isSame(context.request, { countryId: event.countryId, carrierCode: event.carrierCode }),
  },
  actions: {
    remember: assign(({ event }) =>
      event.type === 'parcels.load'
        ? { request: { countryId: event.countryId, carrierCode: event.carrierCode }, machines: [], error: null }
        : {},
    ),
  },
}).createMachine({
  id: 'parcelMachines',
  context: { request: null, machines: [], error: null },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadParcelMachines',
        src: 'loadParcelMachines',
        input: ({ context }) => context.request as ParcelMachinesRequest,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ machines: event.output })) },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
    ready: { tags: ['settled'] },
    failed: {
      tags: ['settled', 'error'],
      on: { 'parcels.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
  on: {
    'parcels.load': { guard: 'isOtherRequest', target: '.loading', actions: 'remember' },
  },
});
