import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The test pyramid (ARCHITECTURE §2 tests/): each project runs on its own so `npm test` can order them.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.{ts,tsx}'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'model',
            include: ['tests/model/**/*.test.{ts,tsx}'],
            environment: 'node',
            // A coverage test drives every generated path (thousands for the session): seconds on a quiet machine, more
            // on a busy one; a hang is impossible (the paths are finite and nothing waits). The cart covers its states and
            // transitions with a transition cover (tests/helpers/model.ts generateCoverPaths): 86 paths.
            testTimeout: 180_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            setupFiles: ['tests/helpers/e2e-setup.ts'],
            testTimeout: 120_000,
            // A real browser on a shared 2-core machine: what a shopper waits a few seconds for, a test polls for as long
            // (vitest's default of 1 s failed a CI run while the checkout's shipping methods were still on their way).
            expect: { poll: { timeout: 10_000 } },
            hookTimeout: 600_000,
            fileParallelism: false,
            // A failed test runs once more: a rare race of a real browser on a shared machine must not stop CI, and
            // the failed attempt still prints what its pages did (tests/helpers/flight-recorder.ts), so it is seen
            // and fixed, not hidden. A test that fails because its feature is broken fails both times.
            retry: 1,
          },
        },
      ],
    },
  }),
);
