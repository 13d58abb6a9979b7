// Model-based test of the url-resolver machine (ARCHITECTURE §3): every generated path drives a real actor whose
// lookup never answers by itself; the path delivers the server's answer or failure, as the invoked actor would.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { UrlLookupInput, UrlLookupResult } from '../../machines/url-resolver.machine';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { urlResolverModel as model } from './url-resolver.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): UrlLookupInput[] {
  const lookups: UrlLookupInput[] = [];
  const lookupUrl = fromPromise<UrlLookupResult | null, UrlLookupInput>(({ input }) => {
    lookups.push(input);
    return new Promise<never>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { lookupUrl } }), { input: path.input, inspect });
  runPath(model, path, { actor }, expect);
  return lookups;
}

describeModel(
  'url-resolver machine',
  model,
  {
    drive,
    check(path, lookups) {
      // One lookup per entry into `resolving`, for the URL the machine then resolves: never two at once, never one
      // for a URL answered from the cache.
      const steps = [path.initialTransitions, ...path.steps.map((step) => step.transitions)];
      const started = steps.flat().filter((key) => key === 'checking: always → resolving').length;
      expect(lookups).toHaveLength(started);
      const resolvedUrls = path.steps
        .filter((step) => step.transitions.includes('checking: always → resolving'))
        .map((step) => step.state.context.url);
      expect(lookups.map((lookup) => lookup.url)).toEqual(resolvedUrls);
    },
  },
  vitest,
);
