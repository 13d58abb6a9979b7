// Model-based test of the form-draft machine: every generated path drives a real actor and checks what each state
// promises the form (no message before a submit; from the first one on, the messages follow the typing).
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor } from 'xstate';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { formDraftModel as model } from './form-draft.model';

function drive(path: ModelPath<typeof model.machine>, inspect?: (event: InspectionEvent) => void) {
  runPath(model, path, { actor: createActor(model.machine, { inspect }) }, expect);
}

describeModel('form-draft machine', model, { drive }, vitest);
