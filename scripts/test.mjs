#!/usr/bin/env node
// `npm test`: every check, in order (issue "Tests and CI"): format and lint, message catalogues, typecheck, unit and
// machine tests, model-based tests, the production build, the Storybook build, API and security tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), and end-to-end tests in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };

function step(label, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`\n━━ ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  process.stdout.write(
    `   ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return result.status === 0;
}

function vitest(label, project) {
  const output = join(reports, `${project}.json`);
  const ok = step(label, npx, [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    if ((report.numTotalTests ?? 0) === 0) {
      process.stdout.write(`   ${label}: no test ran\n`);
      return false;
    }
  }
  return ok;
}

function finish(ok) {
  process.stdout.write(`\nTests: ${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(ok ? 0 : 1);
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  if (!step('Install dependencies', npm, ['install', '--no-audit', '--no-fund'])) finish(false);
}

const steps = [
  () => step('Format and lint (biome)', npx, ['biome', 'check', '.']),
  // Keeps the catalogues in step with the code; the i18n unit test then fails on any untranslated message.
  () => step('Message catalogues (lingui extract)', npx, ['lingui', 'extract', '--clean']),
  () => step('Typecheck (tsc)', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  () => vitest('Unit and machine tests', 'unit'),
  () => vitest('Model-based tests', 'model'),
  // The build comes before the API step: the security suite starts the real server from it (tests/security).
  () => step('Production build', npm, ['run', 'build', '--silent']),
  // Every story compiles (issue 14: every machine's states browsable); ~20 s on a quiet 2-core machine.
  () => step('Storybook build', npm, ['run', 'build-storybook', '--silent', '--', '--quiet']),
  () => vitest(`API tests (PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`, 'api'),
  () => vitest('End-to-end tests (Chromium)', 'e2e'),
];
for (const run of steps) if (!run()) finish(false);
finish(true);
