#!/usr/bin/env node
// `npm start` on a fresh clone: install what is missing, build when the sources are newer than the build,
// then serve the shop (the server migrates and seeds the embedded database on its first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, label) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${label} failed (exit ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

// 1. Dependencies: installed when node_modules is missing or older than the lock file.
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs)) {
  // `npm install` rather than `npm ci`: with the lock file it installs the locked versions too, and it tolerates
  // optional platform packages (other systems' binaries) that the registry here does not carry, which `npm ci` refuses.
  run(npm, ['install', '--no-audit', '--no-fund'], 'Installing dependencies');
}

// 2. Build: when there is none, or a source is newer than the last one.
const stamp = join(root, 'dist', '.build-stamp');
const sources = ['src', 'machines', 'locales', 'sw', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];
const newestSource = Math.max(...sources.map((path) => newestMtime(join(root, path))));
if (!existsSync(stamp) || statSync(stamp).mtimeMs < newestSource) {
  run(npm, ['run', 'build', '--silent'], 'Building the shop');
  writeFileSync(stamp, new Date().toISOString());
}
process.stdout.write(`\nReady to serve after ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);

// 3. Serve. Signals go to the server so Ctrl+C closes the database cleanly.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
