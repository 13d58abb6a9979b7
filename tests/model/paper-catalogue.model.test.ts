// Model-based test of the paper-catalogue machine: every generated path drives a real actor (the sync queue's part
// played by the path: the callback events arrive as the path says) and must reach every state and transition.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor } from 'xstate';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { paperCatalogueModel as model } from './paper-catalogue.model';

function drive(path: ModelPath<typeof model.machine>, inspect?: (event: InspectionEvent) => void): void {
  runPath(model, path, { actor: createActor(model.machine, { inspect }) }, expect);
}

describeModel('paper-catalogue machine', model, { drive }, vitest);
