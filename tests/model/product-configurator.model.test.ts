// Model-based test of the product configurator (ARCHITECTURE §3): every generated path drives the real actor (it
// has no actors or timers, so the path's events are sent as they are) and checks each state's promises; together
// the paths must take every state and transition the machine declares, and Storybook must show every state.
import * as vitest from 'vitest';
import { expect, it } from 'vitest';
import { type InspectionEvent, createActor } from 'xstate';
import type { ProductConfiguratorEvent } from '../../machines/product-configurator.machine';
import { type ModelPath, describeModel, generatePaths, runPath, snapshotsAlong, stateName } from '../helpers/model';
import { productConfiguratorModel as model } from './product-configurator.model';

type Path = ModelPath<typeof model.machine>;

const paths = generatePaths(model, { reduce: false });

/** Drives the real actor along a path, with a URL that the app keeps as it would: set by the input, the shopper's
 * navigation (selectSku, reset) and each route replace the machine asks for. Returns that URL's child sku. */
function drive(path: Path, inspect?: (event: InspectionEvent) => void): { url: string | null; replaces: number } {
  if (!path.input) throw new Error('every path of this model starts from an input');
  const actor = createActor(model.machine, { input: path.input, inspect });
  let url = path.input.childSku ?? null;
  let replaces = 0;
  actor.on('configurator.variantChanged', (event) => {
    url = event.childSku;
    replaces++;
  });
  const perform = (event: ProductConfiguratorEvent) => {
    if (event.type === 'configurator.selectSku') url = event.sku;
    if (event.type === 'configurator.reset') url = event.childSku ?? null;
    actor.send(event);
  };
  runPath(model, path, { actor, perform }, expect);
  return { url, replaces };
}

describeModel(
  'product configurator machine',
  model,
  {
    paths,
    drive,
    check(path, { url }) {
      // SPEC 2: the variant choice is kept in the URL.
      const last = path.steps.at(-1)?.state ?? path.initial;
      if (last.context.variant) expect(url).toBe(last.context.variant.sku);
    },
    tests() {
      it('starts on the URL child when it can be chosen and announces no route change', () => {
        const [, withSoldOutChild] = model.inputs ?? [];
        const [path] = paths.filter((candidate) => candidate.input === withSoldOutChild);
        if (!path) throw new Error('no path from the out-of-stock input');
        expect(drive({ ...path, steps: [] })).toEqual({ url: path.input?.childSku, replaces: 0 });
      });

      it('has a story for every state a snapshot can be in', async () => {
        const stories = await import('../../stories/machines/product-configurator.stories');
        const storyStates = Object.values(stories).map((story) =>
          story && typeof story === 'object' && 'args' in story && story.args && 'state' in story.args
            ? story.args.state
            : undefined,
        );
        // Transient states (initializing, configured.resolving) are left in the same step: no snapshot is ever in them.
        const settled = new Set(paths.flatMap((path) => snapshotsAlong(path)).map(stateName));
        expect(settled).toEqual(new Set(['configured.inStock', 'configured.outOfStock', 'unavailable']));
        expect(storyStates).toEqual(expect.arrayContaining([...settled]));
      });
    },
  },
  vitest,
);
