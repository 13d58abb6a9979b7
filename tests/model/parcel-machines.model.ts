// The parcel-machines machine's model (ARCHITECTURE §3): two carriers in a country, the loader's answer and
// failure, retry; what each state promises. Registered in tests/model/models.ts.
import { parcelMachinesMachine as machine } from '../../machines/parcel-machines.machine';
import type { ParcelMachine } from '../../src/domain/contract/cart';
import { type ModelEntry, stateName } from '../helpers/model';

export const SAMPLE_PARCEL_MACHINES: ParcelMachine[] = [
  {
    id: 'omniva-ee-1',
    carrier_code: 'omniva',
    name: 'Tallinna Kaubamaja pakiautomaat',
    address: 'Gonsiori 2',
    city: 'Tallinn',
    country_id: 'EE',
  },
];

export const parcelMachinesModel: ModelEntry<typeof machine> = {
  machine,
  events: [
    { type: 'parcels.load', countryId: 'EE', carrierCode: 'omniva' },
    { type: 'parcels.load', countryId: 'EE', carrierCode: 'dpd' },
    { type: 'parcels.retry' },
    { type: 'xstate.done.actor.loadParcelMachines', output: SAMPLE_PARCEL_MACHINES } as never,
    { type: 'xstate.error.actor.loadParcelMachines', error: new Error('Network down') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.request?.carrierCode ?? null, snapshot.context.machines.length]),
  describeEvent: (event) => {
    if (event.type === 'parcels.load') return `pick ${event.carrierCode} in ${event.countryId}`;
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadParcelMachines') return 'the parcel machines arrive';
    if (type === 'xstate.error.actor.loadParcelMachines') return 'loading fails';
    return type;
  },
  describeState: (snapshot) =>
    snapshot.context.request ? `${stateName(snapshot)} (${snapshot.context.request.carrierCode})` : stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.request).toBeNull();
      expect(snapshot.context.machines).toEqual([]);
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy'), 'the picker shows it is loading').toBe(true);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.context.machines, 'another carrier never shows the last one').toEqual([]);
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(snapshot.context.machines).toEqual(SAMPLE_PARCEL_MACHINES);
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('Network down');
    },
  },
};
