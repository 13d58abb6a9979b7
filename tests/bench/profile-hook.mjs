// BENCH_PROFILE (tests/bench/ssr.ts): loaded into the server process with `--import`, it profiles only between two
// SIGUSR2 signals (the bench sends one right before a timed load and one right after), so start-up and the
// warm-up are not in the profile. Each profile is written to BENCH_PROFILE_DIR/ssr-<n>.cpuprofile (n = 1, 2, … in
// the order of the loads) for Chrome DevTools or tests/bench/profile-summary.ts. Nothing here runs in a shop that is not started by the bench with BENCH_PROFILE.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  let count = 0;
  const session = new Session();
  session.connect();
  const post = (method, params = {}) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  let running = false;
  process.on('SIGUSR2', async () => {
    if (!running) {
      running = true;
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 250 });
      await post('Profiler.start');
      process.stdout.write('PROFILE started\n');
      return;
    }
    running = false;
    const { profile } = await post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `ssr-${++count}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    process.stdout.write(`PROFILE written ${file}\n`);
  });
}
