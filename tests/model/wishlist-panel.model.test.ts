// Model-based test of the wishlist-panel machine (SPEC 3 UI flag `wishlist`): every generated path drives a real
// actor and must reach every state and transition.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor } from 'xstate';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { wishlistPanelModel as model } from './wishlist-panel.model';

function drive(path: ModelPath<typeof model.machine>, inspect?: (event: InspectionEvent) => void): void {
  runPath(model, path, { actor: createActor(model.machine, { inspect }) }, expect);
}

describeModel('wishlist-panel machine', model, { drive }, vitest);
