// Every end-to-end test file: a failed test prints what its browser's pages did (tests/helpers/flight-recorder.ts).
import { afterEach } from 'vitest';
import { reportIfFailed } from './flight-recorder';

afterEach(reportIfFailed);
