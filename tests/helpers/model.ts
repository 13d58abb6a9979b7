// Model-based testing from the real machine definitions (ARCHITECTURE §3). `createTestModel` refuses machines with
// `invoke`, `after` or delayed actions, so paths come from `getShortestPaths` of `xstate/graph` run on the machine
// itself, with the domain events plus the synthetic ones actors and timers produce. Each graph vertex is a bounded
// state (the model's `serializeState`) together with the transitions that led to it, so a shortest path exists for
// every transition the model can take, self-loops included. Coverage compares the state nodes and transitions of the
// definition with those taken: by the generated paths (`npm run paths`) and by the real actors the tests drive.
//
// Used by tests, `scripts/paths.ts` and Storybook: it imports no test runner at run time.
import {
  type Actor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
  createActor,
  createEmptyActor,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { ExpectStatic, afterEach, beforeEach, describe, it, vi } from 'vitest';

export interface MachineModel<TMachine extends AnyStateMachine> {
  /** The real definition. The graph never runs its actors, timers or emits, so it needs no `.provide()`. */
  machine: TMachine;
  /** One traversal per input (e.g. starting online and offline); leave out for machines without input. */
  inputs?: readonly InputFrom<TMachine>[];
  /** Domain events and synthetic `xstate.done.actor.*` / `xstate.error.actor.*` / `xstate.after.*` ones. */
  events:
    | readonly EventFromLogic<TMachine>[]
    | ((snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[]);
  /** Bounds the graph: two snapshots with the same string are one state (cap counters, drop timestamps). */
  serializeState(snapshot: SnapshotFrom<TMachine>): string;
  describeEvent?(event: EventFromLogic<TMachine>): string;
  describeState?(snapshot: SnapshotFrom<TMachine>): string;
  /** Lines printed above the paths to explain the names `describeEvent` / `describeState` use. */
  legend?: readonly string[];
  /**
   * 'transition-cover' for a model too large for a path per bounded state (thousands): one shortest path per state
   * node, transition, (event type → state) pair and `coverGoals` entry instead (see `generateCoverPaths`).
   */
  strategy?: 'shortest' | 'transition-cover';
  /** More situations a transition-cover must reach, named from a state (e.g. each state with and without lines). */
  coverGoals?(snapshot: SnapshotFrom<TMachine>): readonly string[];
  /**
   * A composed machine's routing table (issue 14): the events its children report to it while the world produces
   * `event`, in the order they arrive, `event` itself among them. The paths then count the transitions each route
   * takes, and the model test checks on the real composition that every declared route arrives (`receivedRoutes`).
   */
  routes?(event: EventFromLogic<TMachine>, previous: SnapshotFrom<TMachine>): readonly EventFromLogic<TMachine>[];
}

export interface ModelStep<TMachine extends AnyStateMachine> {
  event: EventFromLogic<TMachine>;
  /** The state the model predicts after the event. */
  state: SnapshotFrom<TMachine>;
  /** Keys of the transitions the event takes, eventless ones after it included. */
  transitions: readonly string[];
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine> | undefined;
  initial: SnapshotFrom<TMachine>;
  initialTransitions: readonly string[];
  steps: readonly ModelStep<TMachine>[];
}

export interface Visited {
  states: Set<string>;
  transitions: Set<string>;
}

export interface CoverageOf {
  total: number;
  covered: string[];
  missing: string[];
}

export interface Coverage {
  states: CoverageOf;
  transitions: CoverageOf;
}

// ---- the definition: state nodes and transitions, named by path -------------------------------------------------

function nodePath(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(machine)';
}

function guardName(guard: AnyTransitionDefinition['guard']): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return (guard as { type?: string }).type ?? 'inline guard';
}

function candidatesOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = transition.source;
  return transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
}

/** A stable, readable name: `showing: notification.add [isSameAsLast] → (stays)`. Unique per machine. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const candidates = candidatesOf(transition);
  const index = candidates.indexOf(transition);
  const guard = guardName(transition.guard);
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  const target = transition.target?.length ? transition.target.map(nodePath).join(', ') : '(stays)';
  const ambiguous = candidates.filter((candidate) => guardName(candidate.guard) === guard).length > 1;
  return `${nodePath(transition.source)}: ${event}${guard ? ` [${guard}]` : ''}${ambiguous ? ` #${index}` : ''} → ${target}`;
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Everything the definition declares: state nodes (the root excluded) and transitions. */
export function coverageTargets(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = allNodes(machine);
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]) as AnyTransitionDefinition[];
  return { states: getStateNodes(machine.root).map(nodePath), transitions: transitions.map(transitionKey) };
}

export function measureCoverage(machine: AnyStateMachine, visited: Visited): Coverage {
  const targets = coverageTargets(machine);
  const of = (all: string[], seen: Set<string>): CoverageOf => ({
    total: all.length,
    covered: all.filter((key) => seen.has(key)),
    missing: all.filter((key) => !seen.has(key)),
  });
  return { states: of(targets.states, visited.states), transitions: of(targets.transitions, visited.transitions) };
}

export function formatCoverage(coverage: Coverage): string {
  const { states, transitions } = coverage;
  return `${states.covered.length}/${states.total} states, ${transitions.covered.length}/${transitions.total} transitions`;
}

// ---- what a real actor does: record it through inspection -------------------------------------------------------

function visit(visited: Visited, transitions: readonly AnyTransitionDefinition[], nodes: readonly AnyStateNode[]) {
  for (const transition of transitions) {
    visited.transitions.add(transitionKey(transition));
    for (const node of [transition.source, ...(transition.target ?? [])])
      if (node.path.length) visited.states.add(nodePath(node));
  }
  for (const node of nodes) if (node.path.length) visited.states.add(nodePath(node));
}

/** An `inspect` option for `createActor` that records the state nodes and transitions the machine really takes. */
export function createCoverageRecorder(machineId: string) {
  const visited: Visited = { states: new Set(), transitions: new Set() };
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as Partial<SnapshotFrom<AnyStateMachine>>;
    if (!snapshot.machine || snapshot.machine.id !== machineId) return;
    visit(visited, event.type === '@xstate.microstep' ? event._transitions : [], snapshot._nodes ?? []);
  };
  return { inspect, visited };
}

/** A scope for pure `transition` calls (actions are not executed) that reports each microstep's transitions. */
function createRecordingScope() {
  const empty = createEmptyActor();
  let taken: AnyTransitionDefinition[] = [];
  empty.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') taken.push(...event._transitions);
  });
  const scope = {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  const record = <T>(run: () => T): { result: T; transitions: AnyTransitionDefinition[] } => {
    taken = [];
    const result = run();
    return { result, transitions: taken };
  };
  return { scope, record };
}

// ---- paths ------------------------------------------------------------------------------------------------------

type Recorder = ReturnType<typeof createRecordingScope>;

function takenKeys(recorder: Recorder, machine: AnyStateMachine, snapshot: unknown, event: AnyEventObject): string[] {
  const { transitions } = recorder.record(() => machine.transition(snapshot as never, event, recorder.scope));
  return transitions.map(transitionKey);
}

/** The transitions of a step with its routes (`MachineModel.routes`): each route in turn, from the state before. */
function routedKeys<TMachine extends AnyStateMachine>(
  recorder: Recorder,
  model: MachineModel<TMachine>,
  snapshot: SnapshotFrom<TMachine>,
  event: EventFromLogic<TMachine>,
): string[] {
  if (!model.routes) return takenKeys(recorder, model.machine, snapshot, event);
  let current: unknown = snapshot;
  const keys: string[] = [];
  for (const route of model.routes(event, snapshot)) {
    const { result, transitions } = recorder.record(() =>
      model.machine.transition(current as never, route, recorder.scope),
    );
    keys.push(...transitions.map(transitionKey));
    current = result;
  }
  return keys;
}

/**
 * Issue 14: an `inspect` for a composed machine's actor that records what it receives, so a model test can check
 * that the routes the model declares (`MachineModel.routes`) really arrive: `take()` returns the event types
 * received since the last call.
 */
export function receivedRoutes(machineId: string) {
  let received: string[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.event') return;
    const target = event.actorRef as { logic?: { id?: string } };
    if (target.logic?.id === machineId) received.push(event.event.type);
  };
  const take = () => {
    const taken = received;
    received = [];
    return taken;
  };
  return { inspect, take };
}

function pathsFor<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  input: InputFrom<TMachine> | undefined,
): ModelPath<TMachine>[] {
  const { machine } = model;
  const recorder = createRecordingScope();
  const events = (snapshot: SnapshotFrom<TMachine>) =>
    (typeof model.events === 'function' ? model.events(snapshot) : model.events).filter(
      (event) => machine.getTransitionData(snapshot as never, event).length > 0,
    );
  // A vertex is a bounded state plus the transitions that reached it: every transition gets a shortest path.
  const serializeState = (
    snapshot: SnapshotFrom<TMachine>,
    event?: AnyEventObject,
    previous?: SnapshotFrom<TMachine>,
  ) =>
    `${model.serializeState(snapshot)} ← ${previous && event ? routedKeys(recorder, model, previous, event as EventFromLogic<TMachine>).join(' + ') : 'start'}`;
  const initial = recorder.record(() => machine.getInitialSnapshot(recorder.scope, input));
  const raw = getShortestPaths(machine, { input, events, serializeState } as never) as unknown as Array<{
    steps: Array<{ event: EventFromLogic<TMachine>; state: SnapshotFrom<TMachine> }>;
  }>;
  return raw.map((path) => {
    const [first, ...rest] = path.steps; // steps[0] is `xstate.init` with the initial state
    let previous = first?.state ?? (initial.result as SnapshotFrom<TMachine>);
    const steps = rest.map((step) => {
      const transitions = routedKeys(recorder, model, previous, step.event);
      previous = step.state;
      return { event: step.event, state: step.state, transitions };
    });
    return {
      input,
      initial: first?.state ?? (initial.result as SnapshotFrom<TMachine>),
      initialTransitions: initial.transitions.map(transitionKey),
      steps,
    };
  });
}

/** What a path visits: bounded states, state nodes and transitions. */
export function visitedBy<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  paths: readonly ModelPath<TMachine>[],
) {
  const visited: Visited & { bounded: Set<string> } = { states: new Set(), transitions: new Set(), bounded: new Set() };
  for (const path of paths) {
    for (const key of path.initialTransitions) visited.transitions.add(key);
    for (const [state, transitions] of [
      [path.initial, path.initialTransitions] as const,
      ...path.steps.map((step) => [step.state, step.transitions] as const),
    ]) {
      visited.bounded.add(model.serializeState(state));
      for (const key of transitions) visited.transitions.add(key);
      for (const node of (state as { _nodes: AnyStateNode[] })._nodes)
        if (node.path.length) visited.states.add(nodePath(node));
    }
  }
  // Transient states (left by an eventless transition in the same step) show up only as transition sources.
  const sources = allNodes(model.machine).flatMap((node) =>
    [...node.transitions.values()].flat().concat(node.always ?? []),
  );
  for (const transition of sources as AnyTransitionDefinition[]) {
    if (visited.transitions.has(transitionKey(transition)) && transition.source.path.length) {
      visited.states.add(nodePath(transition.source));
    }
  }
  return visited;
}

function eventsKey(path: ModelPath<AnyStateMachine>): string {
  return JSON.stringify([path.input, path.steps.map((step) => step.event)]);
}

/**
 * The paths of a model: shortest paths to every (bounded state, incoming transition) from each input, without
 * those that are a prefix of another, then reduced greedily to the fewest that still reach every bounded state,
 * state node, transition and (event type → state) pair the full set reaches (`reduce: false` keeps them all).
 * Ordered by input, then length.
 */
export function generatePaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  options: { reduce?: boolean } = {},
): ModelPath<TMachine>[] {
  if (model.strategy === 'transition-cover') return generateCoverPaths(model);
  const all = (model.inputs ?? [undefined]).flatMap((input) => pathsFor(model, input));
  const keys = all.map(eventsKey);
  const unique = all.filter((_path, index) => {
    const key = keys[index] as string;
    const prefix = key.slice(0, -2); // a prefix's JSON is the same text without the closing `]]`
    return !keys.some(
      (other, otherIndex) => otherIndex !== index && other.startsWith(prefix) && other.length > key.length,
    );
  });
  const goals = (path: ModelPath<TMachine>) => {
    const visited = visitedBy(model, [path]);
    return new Set([
      ...[...visited.bounded].map((key) => `bounded ${key}`),
      ...[...visited.states].map((key) => `state ${key}`),
      ...[...visited.transitions].map((key) => `transition ${key}`),
      // Each event seen leading into each state it can lead to (e.g. the last notification expiring, not only one).
      ...path.steps.map((step) => `step ${step.event.type} → ${stateName(step.state)}`),
    ]);
  };
  const inputs = model.inputs ?? [undefined];
  const ordered = (paths: ModelPath<TMachine>[]) =>
    paths.sort(
      (a, b) =>
        inputs.indexOf(a.input as InputFrom<TMachine>) - inputs.indexOf(b.input as InputFrom<TMachine>) ||
        a.steps.length - b.steps.length ||
        eventsKey(a).localeCompare(eventsKey(b)),
    );
  if (options.reduce === false) return ordered(unique);
  const candidates = unique.map((path) => ({ path, goals: goals(path) }));
  const uncovered = new Set(candidates.flatMap((candidate) => [...candidate.goals]));
  const chosen: ModelPath<TMachine>[] = [];
  while (uncovered.size > 0) {
    const gain = (goalsOf: Set<string>) => [...goalsOf].filter((goal) => uncovered.has(goal)).length;
    const best = candidates.reduce((a, b) =>
      gain(b.goals) > gain(a.goals) || (gain(b.goals) === gain(a.goals) && b.path.steps.length < a.path.steps.length)
        ? b
        : a,
    );
    chosen.push(best.path);
    for (const goal of best.goals) uncovered.delete(goal);
  }
  return ordered(chosen);
}

/**
 * A transition cover, for models whose bounded states run into thousands: one breadth-first walk over the bounded
 * states (each transition of the machine computed once), keeping for every goal — a state node, a transition of the
 * definition, an (event type → state) pair, a model's `coverGoals` entry — the first, so shortest, path that reaches
 * it; then as few of those paths as still reach every goal (greedy). Every state and transition the model can reach
 * is in it, with far fewer paths (and no per-vertex incoming-transition split) than `getShortestPaths`.
 */
export function generateCoverPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): ModelPath<TMachine>[] {
  const { machine } = model;
  const inputs = model.inputs ?? [undefined];
  const goalsOf = (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject, transitions: readonly string[]) => [
    ...transitions.map((key) => `transition ${key}`),
    ...(snapshot as { _nodes: AnyStateNode[] })._nodes
      .filter((node) => node.path.length)
      .map((node) => `state ${nodePath(node)}`),
    `step ${event.type} → ${stateName(snapshot)}`,
    ...(model.coverGoals?.(snapshot) ?? []).map((goal) => `goal ${goal}`),
  ];
  const candidates: { path: ModelPath<TMachine>; goals: Set<string> }[] = [];
  for (const input of inputs) {
    const recorder = createRecordingScope();
    const start = recorder.record(() => machine.getInitialSnapshot(recorder.scope, input));
    const initial = start.result as SnapshotFrom<TMachine>;
    const initialTransitions = start.transitions.map(transitionKey);
    type Vertex = { snapshot: SnapshotFrom<TMachine>; steps: ModelStep<TMachine>[] };
    const seen = new Set([model.serializeState(initial)]);
    const reached = new Set<string>();
    const startGoals = [
      ...initialTransitions.map((key) => `transition ${key}`),
      ...(model.coverGoals?.(initial) ?? []).map((goal) => `goal ${goal}`),
    ];
    candidates.push({ path: { input, initial, initialTransitions, steps: [] }, goals: new Set(startGoals) });
    for (const goal of startGoals) reached.add(goal);
    let frontier: Vertex[] = [{ snapshot: initial, steps: [] }];
    while (frontier.length > 0) {
      const next: Vertex[] = [];
      for (const vertex of frontier) {
        const events = typeof model.events === 'function' ? model.events(vertex.snapshot) : model.events;
        for (const event of events) {
          if (machine.getTransitionData(vertex.snapshot as never, event).length === 0) continue;
          const taken = recorder.record(() => machine.transition(vertex.snapshot as never, event, recorder.scope));
          const snapshot = taken.result as SnapshotFrom<TMachine>;
          const step = { event, state: snapshot, transitions: taken.transitions.map(transitionKey) };
          const steps = [...vertex.steps, step];
          const fresh = goalsOf(snapshot, event, step.transitions).filter((goal) => !reached.has(goal));
          if (fresh.length > 0) {
            for (const goal of fresh) reached.add(goal);
            const path = { input, initial, initialTransitions, steps };
            candidates.push({ path, goals: new Set([...visitedGoals(model, path), ...fresh]) });
          }
          const key = model.serializeState(snapshot);
          if (!seen.has(key)) {
            seen.add(key);
            next.push({ snapshot, steps });
          }
        }
      }
      frontier = next;
    }
  }
  const uncovered = new Set(candidates.flatMap((candidate) => [...candidate.goals]));
  const chosen: ModelPath<TMachine>[] = [];
  while (uncovered.size > 0) {
    const gain = (goals: Set<string>) => [...goals].filter((goal) => uncovered.has(goal)).length;
    const best = candidates.reduce((a, b) => (gain(b.goals) > gain(a.goals) ? b : a));
    chosen.push(best.path);
    for (const goal of best.goals) uncovered.delete(goal);
  }
  return chosen.sort(
    (a, b) =>
      inputs.indexOf(a.input as InputFrom<TMachine>) - inputs.indexOf(b.input as InputFrom<TMachine>) ||
      a.steps.length - b.steps.length ||
      eventsKey(a).localeCompare(eventsKey(b)),
  );
}

/** The cover goals every step of a path reaches (its states, transitions and steps). */
function visitedGoals<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, path: ModelPath<TMachine>) {
  const visited = visitedBy(model, [path]);
  return [
    ...[...visited.states].map((key) => `state ${key}`),
    ...[...visited.transitions].map((key) => `transition ${key}`),
    ...path.steps.map((step) => `step ${step.event.type} → ${stateName(step.state)}`),
    ...[path.initial, ...path.steps.map((step) => step.state)].flatMap((snapshot) =>
      (model.coverGoals?.(snapshot) ?? []).map((goal) => `goal ${goal}`),
    ),
  ];
}

// ---- reading and replaying paths --------------------------------------------------------------------------------

export function stateName(snapshot: SnapshotFrom<AnyStateMachine>): string {
  const value = snapshot.value as unknown;
  if (typeof value === 'string') return value;
  const flatten = (node: unknown, prefix: string): string[] =>
    typeof node === 'string'
      ? [`${prefix}${node}`]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => flatten(child, `${prefix}${key}.`));
  return flatten(value, '').join(' | ');
}

export function describeEvent(event: AnyEventObject): string {
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

export function formatPath<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  path: ModelPath<TMachine>,
): string {
  const state = (snapshot: SnapshotFrom<TMachine>) => model.describeState?.(snapshot) ?? stateName(snapshot);
  const event = (step: ModelStep<TMachine>) => model.describeEvent?.(step.event) ?? describeEvent(step.event);
  const input = path.input === undefined ? '' : `(input ${JSON.stringify(path.input)}) `;
  let previous = model.serializeState(path.initial);
  const steps = path.steps.map((step) => {
    const current = model.serializeState(step.state);
    const unchanged = current === previous ? ' (unchanged)' : '';
    previous = current;
    return `[${event(step)}] → ${state(step.state)}${unchanged}`;
  });
  return input + [state(path.initial), ...steps].join(' → ');
}

/** Runs the real machine through a path's events and returns where it ends (for stories; timers are not awaited). */
export function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: ModelPath<TMachine>,
): SnapshotFrom<TMachine> {
  const actor: Actor<TMachine> = createActor(machine, { input: path.input } as never);
  actor.start();
  for (const step of path.steps) actor.send(step.event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

// ---- driving the real system along a path -----------------------------------------------------------------------

export interface Observation<TMachine extends AnyStateMachine> {
  /** The real actor's snapshot after the step. */
  snapshot: SnapshotFrom<TMachine>;
  /** The snapshot the model predicted. */
  expected: SnapshotFrom<TMachine>;
  /** The real snapshot before the step; undefined at start. */
  previous: SnapshotFrom<TMachine> | undefined;
  event: EventFromLogic<TMachine> | undefined;
  /** What the actor emitted during the step. */
  emitted: readonly AnyEventObject[];
  pendingTimers: number;
}

export type StatePromise<TMachine extends AnyStateMachine> = (
  observation: Observation<TMachine>,
  expect: ExpectStatic,
) => void;

export interface ModelEntry<TMachine extends AnyStateMachine> extends MachineModel<TMachine> {
  /** What each state promises, by state path, checked on the real system after every step; `*` for every state. */
  promises: Record<string, StatePromise<TMachine>>;
}

export interface SystemUnderTest<TMachine extends AnyStateMachine> {
  /** Not started yet: `runPath` subscribes to what it emits first. */
  actor: Actor<TMachine>;
  /** Makes the real world produce the model's event: a user's send, a fired timer, a callback from a fake. Sends the
   * event to the actor if left out. */
  perform?(event: EventFromLogic<TMachine>): void;
  /** The timers pending (e.g. `vi.getTimerCount()` on fake time); leave out only for an actor that sets none (0). */
  pendingTimers?(): number;
}

export function checkPromises<TMachine extends AnyStateMachine>(
  entry: ModelEntry<TMachine>,
  observation: Observation<TMachine>,
  expect: ExpectStatic,
): void {
  entry.promises['*']?.(observation, expect);
  const nodes = (observation.snapshot as { _nodes: AnyStateNode[] })._nodes.filter((node) => node.path.length);
  for (const node of nodes) {
    const promise = entry.promises[nodePath(node)];
    if (!promise && node.type === 'atomic') {
      throw new Error(
        `${entry.machine.id}: state "${nodePath(node)}" promises nothing; add it to tests/model/models.ts`,
      );
    }
    promise?.(observation, expect);
  }
}

/** Drives a real actor along a model path, checking after each step that it is where the model says and keeps
 * every promise of its state. Failures name the path and the step. */
export function runPath<TMachine extends AnyStateMachine>(
  entry: ModelEntry<TMachine>,
  path: ModelPath<TMachine>,
  sut: SystemUnderTest<TMachine>,
  expect: ExpectStatic,
): void {
  const emitted: AnyEventObject[] = [];
  const subscription = sut.actor.on('*', (event: AnyEventObject) => emitted.push(event));
  const check = (
    expected: SnapshotFrom<TMachine>,
    previous?: SnapshotFrom<TMachine>,
    event?: EventFromLogic<TMachine>,
  ) => {
    const snapshot = sut.actor.getSnapshot();
    const where = event ? `after [${entry.describeEvent?.(event) ?? describeEvent(event)}]` : 'at start';
    try {
      expect(entry.serializeState(snapshot), 'the real actor is where the model says').toBe(
        entry.serializeState(expected),
      );
      const observation = {
        snapshot,
        expected,
        previous,
        event,
        emitted: [...emitted],
        pendingTimers: sut.pendingTimers?.() ?? 0,
      };
      checkPromises(entry, observation, expect);
    } catch (error) {
      if (error instanceof Error) error.message = `${where} on path ${formatPath(entry, path)}:\n${error.message}`;
      throw error;
    }
    emitted.length = 0;
  };
  sut.actor.start();
  try {
    check(path.initial);
    for (const step of path.steps) {
      const previous = sut.actor.getSnapshot();
      if (sut.perform) sut.perform(step.event);
      else sut.actor.send(step.event);
      check(step.state, previous, step.event);
    }
  } finally {
    subscription.unsubscribe();
    sut.actor.stop();
  }
}

/** The snapshots the model predicts along a path: the initial one, then each step's. */
export function snapshotsAlong<TMachine extends AnyStateMachine>(path: ModelPath<TMachine>): SnapshotFrom<TMachine>[] {
  return [path.initial, ...path.steps.map((step) => step.state)];
}

/**
 * The snapshots along a path that enter `state` (as `snapshot.matches` reads it): from another state, or staying in
 * it with another `key` than before (an invoked actor restarted for a new request). What a test expects its stubbed
 * actor to have been asked, one call per entry.
 */
export function entriesInto<TMachine extends AnyStateMachine>(
  path: ModelPath<TMachine>,
  state: string,
  key: (snapshot: SnapshotFrom<TMachine>) => unknown = () => undefined,
): SnapshotFrom<TMachine>[] {
  const snapshots = snapshotsAlong(path);
  const isIn = (snapshot: SnapshotFrom<TMachine> | undefined) =>
    snapshot !== undefined && (snapshot as AnyMachineSnapshot).matches(state);
  return snapshots.filter((snapshot, index) => {
    const before = snapshots[index - 1];
    return isIn(snapshot) && (!isIn(before) || key(before as SnapshotFrom<TMachine>) !== key(snapshot));
  });
}

/** The paths as `it.each` rows, named the way `npm run paths` prints them. */
export function namedPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  paths: readonly ModelPath<TMachine>[],
): { path: ModelPath<TMachine>; name: string }[] {
  return paths.map((path, index) => ({ path, name: `${index + 1}. ${formatPath(model, path)}` }));
}

/**
 * Drives every path on a real actor (through `drive`, which must pass `inspect` to createActor) and asserts that
 * together they took every state and transition the machine declares.
 */
export function expectFullCoverage<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  paths: readonly ModelPath<TMachine>[],
  drive: (path: ModelPath<TMachine>, inspect: (event: InspectionEvent) => void) => void,
  expect: ExpectStatic,
): void {
  const recorder = createCoverageRecorder(model.machine.id);
  for (const path of paths) drive(path, recorder.inspect);
  const coverage = measureCoverage(model.machine, recorder.visited);
  expect(coverage.states.missing).toEqual([]);
  expect(coverage.transitions.missing).toEqual([]);
  expect(
    coverage.transitions.covered.length,
    'the drive recorded transitions (pass `inspect` to createActor)',
  ).toBeGreaterThan(0);
}

// ---- the standard model-based test file -------------------------------------------------------------------------

/** The parts of vitest `describeModel` declares tests with; pass `import * as vitest from 'vitest'`. Given, not
 * imported, so that this file stays free of a test runner for `scripts/paths.ts` and Storybook. */
export interface TestRunner {
  describe: typeof describe;
  it: typeof it;
  expect: ExpectStatic;
  beforeEach: typeof beforeEach;
  afterEach: typeof afterEach;
  vi: Pick<typeof vi, 'useFakeTimers' | 'useRealTimers' | 'clearAllTimers'>;
}

export interface ModelSuite<TMachine extends AnyStateMachine, TResult> {
  /** The paths each driven on its own; every shortest path (`generatePaths(model, { reduce: false })`) if left out. */
  paths?: readonly ModelPath<TMachine>[];
  /** The paths the coverage test drives (e.g. the reduced `generatePaths(model)` when driving all is slow); `paths`
   * if left out. */
  coveragePaths?: readonly ModelPath<TMachine>[];
  /** Creates the real actor with stubbed invoked actors (passing `inspect` to createActor) and runs `runPath` on it;
   * whatever it returns goes to `check`. */
  drive(path: ModelPath<TMachine>, inspect?: (event: InspectionEvent) => void): TResult;
  /** Fake time around every test (`vi.useFakeTimers()`), with the timers a coverage drive left cleared after it. */
  fakeTimers?: boolean;
  /** Further assertions on each path's own test, after its drive, given what the drive returned. */
  check?(path: ModelPath<TMachine>, result: TResult): void;
  /** Declares the file's own tests inside the same `describe`, after the standard two. */
  tests?(): void;
}

/**
 * The standard model-based suite of a machine, `describe('<name>, model-based')`: one test per path that drives the
 * real actor along it (each step where the model says, keeping its state's promises, then `check`), and one that
 * drives them all with coverage recorded and fails on any state or transition of the definition none of them took.
 */
export function describeModel<TMachine extends AnyStateMachine, TResult>(
  name: string,
  model: MachineModel<TMachine>,
  suite: ModelSuite<TMachine, TResult>,
  { describe, it, expect, beforeEach, afterEach, vi }: TestRunner,
): void {
  const paths = suite.paths ?? generatePaths(model, { reduce: false });
  describe(`${name}, model-based`, () => {
    if (suite.fakeTimers) {
      beforeEach(() => {
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });
    }

    it.each(namedPaths(model, paths))('keeps its promises along $name', ({ path }) => {
      const result = suite.drive(path);
      suite.check?.(path, result);
    });

    it('reaches every state and transition of the machine through the paths, on the real actor', () => {
      const drive = (path: ModelPath<TMachine>, inspect: (event: InspectionEvent) => void) => {
        suite.drive(path, inspect);
        if (suite.fakeTimers) vi.clearAllTimers();
      };
      expectFullCoverage(model, suite.coveragePaths ?? paths, drive, expect);
    });

    suite.tests?.();
  });
}
