// `npm run paths -- <machine> [--all | --states | --stories]`: the paths of a machine's model (tests/model/models.ts),
// for testers to walk by hand, with the states and transitions they reach. The default is the reduced set that still
// reaches every state, transition and bounded state; `--all` prints every shortest path the model tests drive;
// `--states` the reachable states (one story each in Storybook); `--stories` the machine's generated story file
// (stories/machines/registry.tsx). Without a machine: the machines, with their states and transitions.
import type { AnyStateMachine } from 'xstate';
import {
  type ModelEntry,
  coverageTargets,
  formatCoverage,
  formatPath,
  generatePaths,
  measureCoverage,
  visitedBy,
} from '../tests/helpers/model';
import { MODELS, isModelName } from '../tests/model/models';
import { reachableStateNames } from '../stories/fixtures/reachable-states';
import { storyFileFor } from '../stories/machines/story-files';

function listMachines(): string {
  const rows = Object.entries(MODELS).map(([name, model]) => {
    const { states, transitions } = coverageTargets(model.machine as AnyStateMachine);
    return `  ${name.padEnd(22)} ${String(states.length).padStart(3)} state nodes, ${String(transitions.length).padStart(3)} transitions`;
  });
  return ['Machines:', ...rows].join('\n');
}

function main(args: string[]): number {
  const name = args.find((arg) => !arg.startsWith('--'));
  const available = `Available machines: ${Object.keys(MODELS).join(', ')}`;
  if (!isModelName(name)) {
    if (name === undefined) {
      console.log(`Usage: npm run paths -- <machine> [--all | --states | --stories]\n${listMachines()}`);
      return 0;
    }
    console.error(`Unknown machine "${name}". ${available}`);
    return 1;
  }
  const model: ModelEntry<AnyStateMachine> = MODELS[name];
  if (args.includes('--states') || args.includes('--stories')) {
    const states = reachableStateNames(model);
    console.log(args.includes('--stories') ? storyFileFor(name, states).trimEnd() : states.join('\n'));
    return 0;
  }
  const paths = generatePaths(model, { reduce: !args.includes('--all') });
  const coverage = measureCoverage(model.machine, visitedBy(model, paths));
  const lines = [`${name}: ${paths.length} paths, ${formatCoverage(coverage)}`];
  for (const line of model.legend ?? []) lines.push(`  ${line}`);
  for (const missing of coverage.states.missing) lines.push(`  not reached: state ${missing}`);
  for (const missing of coverage.transitions.missing) lines.push(`  not reached: transition ${missing}`);
  paths.forEach((path, index) => {
    lines.push(`${index + 1}. ${formatPath(model, path)}`);
  });
  console.log(lines.join('\n'));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
