// Model-based test of the cms-page machine (ARCHITECTURE §3): every generated path drives a real actor whose loader
// never answers by itself; the path delivers its page, its absence or its failure, as the invoked actor would.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { CmsPageInput } from '../../machines/cms-page.machine';
import type { CmsEntry } from '../../src/domain/contract/cms';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { cmsPageModel as model } from './cms-page.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): CmsPageInput[] {
  const requested: CmsPageInput[] = [];
  const loadCmsPage = fromPromise<CmsEntry | null, CmsPageInput>(({ input }) => {
    requested.push(input);
    return new Promise<CmsEntry | null>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadCmsPage } }), { inspect });
  runPath(model, path, { actor }, expect);
  return requested;
}

describeModel(
  'cms-page machine',
  model,
  {
    drive,
    check(path, requested) {
      // Each entry into 'loading' (another page opened while loading included) asks the loader once, for that page.
      const key = (snapshot: { context: { storeCode: unknown; identifier: unknown } }) =>
        `${snapshot.context.storeCode} ${snapshot.context.identifier}`;
      expect(requested.map(({ storeCode, identifier }) => `${storeCode} ${identifier}`)).toEqual(
        entriesInto(path, 'loading', key).map(key),
      );
    },
  },
  vitest,
);
