// Model-based test of the parcel-machines machine (ARCHITECTURE §3): every generated path drives a real actor whose
// loader never answers by itself; the path delivers its result or failure, as the invoked actor would.
import * as vitest from 'vitest';
import { expect, it } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { ParcelMachinesRequest } from '../../machines/parcel-machines.machine';
import type { ParcelMachine } from '../../src/domain/contract/cart';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { parcelMachinesModel as model } from './parcel-machines.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): ParcelMachinesRequest[] {
  const requested: ParcelMachinesRequest[] = [];
  const loadParcelMachines = fromPromise<ParcelMachine[], ParcelMachinesRequest>(({ input }) => {
    requested.push(input);
    return new Promise<ParcelMachine[]>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadParcelMachines } }), { inspect });
  runPath(model, path, { actor }, expect);
  return requested;
}

describeModel(
  'parcel-machines machine',
  model,
  {
    drive,
    check(path, requested) {
      // Each entry into 'loading' asks the loader once, for the carrier the machine remembers.
      const entries = entriesInto(path, 'loading', (state) => state.context.request);
      expect(requested.map((request) => request.carrierCode)).toEqual(
        entries.map((state) => state.context.request?.carrierCode),
      );
    },
    tests() {
      it('does not load again when the same carrier is picked again', () => {
        const loads: string[] = [];
        const loadParcelMachines = fromPromise<ParcelMachine[], ParcelMachinesRequest>(async ({ input }) => {
          loads.push(`${input.countryId}/${input.carrierCode}`);
          return [];
        });
        const actor = createActor(model.machine.provide({ actors: { loadParcelMachines } })).start();
        actor.send({ type: 'parcels.load', countryId: 'EE', carrierCode: 'omniva' });
        actor.send({ type: 'parcels.load', countryId: 'EE', carrierCode: 'omniva' });
        actor.send({ type: 'parcels.load', countryId: 'LV', carrierCode: 'omniva' });
        expect(loads).toEqual(['EE/omniva', 'LV/omniva']);
      });
    },
  },
  vitest,
);
