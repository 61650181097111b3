// A trace's long tasks on the page's main thread, each split by what its CPU profile samples were
// doing: React's phase (payload, render, commit, effects), the code that owned them, the chunk.
import type { Original } from './source-maps';

export const LONG_TASK_MS = 50;

export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: { documentLoaderURL?: string; startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
};

type CallFrame = { functionName: string; url?: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };

type Frame = { name: string; module: string; chunk: string };

type Share = [label: string, ms: number];

export type AttributedTask = {
  /** ms after navigation start */
  start: number;
  sinceGate: number;
  duration: number;
  /** The task's top-level event inside RunTask, e.g. EvaluateScript, TimerFire. */
  kind: string;
  chunks: Share[];
  phases: Share[];
  owners: Share[];
  functions: Share[];
};

export type Attribution = { gateAt: number; tasks: AttributedTask[] };

type Resolver = { original(url: string, line: number, column: number, after?: boolean): Original | null };

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/** React's own functions, by the phase they belong to; the names are react-dom's source, read back through the source maps. */
const REACT_PHASES: [phase: string, names: string[]][] = [
  ['effects', ['flushPassiveEffects', 'flushPassiveEffectsImpl', 'flushPendingEffects', 'commitPassiveMountOnFiber', 'commitPassiveUnmountOnFiber']],
  ['commit', ['commitRoot', 'commitRootImpl', 'commitMutationEffects', 'commitMutationEffectsOnFiber', 'commitLayoutEffects', 'commitLayoutEffectOnFiber', 'flushMutationEffects', 'flushLayoutEffects']],
  ['render', ['performWorkOnRoot', 'renderRootSync', 'renderRootConcurrent', 'workLoopSync', 'workLoopConcurrent', 'workLoopConcurrentByScheduler', 'performUnitOfWork', 'beginWork', 'completeWork']],
];

/** Native work, named by the innermost trace event around a sample that V8 saw as "(program)". */
const NATIVE: [phase: string, names: string[]][] = [
  ['style & layout', ['Layout', 'UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation', 'InvalidateLayout']],
  ['paint', ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'Commit']],
  ['HTML parse', ['ParseHTML', 'ParseAuthorStyleSheet']],
  ['compile', ['v8.compile', 'V8.CompileCode', 'v8.compileModule', 'V8.ParseFunction', 'v8.parseOnBackground', 'CacheScript']],
];

const LIBRARIES: [label: string, pattern: RegExp][] = [
  ['RSC payload', /react-server-dom/],
  ['motion', /node_modules\/(motion|motion-dom|motion-utils|framer-motion)\//],
  ['markdown-to-jsx', /node_modules\/markdown-to-jsx\//],
  ['emotion', /node_modules\/@emotion\//],
  ['chart', /node_modules\/(@nivo|d3-[\w-]+|@react-spring)\//],
  ['supabase', /node_modules\/@supabase\//],
  ['Next.js', /node_modules\/next\//],
];

// Next.js bundles its own copies, under next/dist/compiled/.
const REACT = /(node_modules|compiled)\/(react|react-dom|scheduler)\//;

/** `[project]/components/bento/x.tsx` from Turbopack's `turbopack:///[project]/…` and the like. */
export function moduleName(source: string): string {
  const inProject = source.replace(/^.*\[project\]\//, '');
  return inProject.replace(/^.*node_modules\//, 'node_modules/').replace(/ \[[^\]]*\].*$/, '');
}

/** The function an original position starts, by its source line; else the map's name there; else the minified one. */
export function functionName(original: Original | null, minified: string): string {
  const from = original?.text?.slice(original.column) ?? '';
  const declared = /^(?:async\s+)?function\s*\*?\s*([\w$]+)/.exec(from)?.[1] ?? /^(?!function\b)([\w$]+)\s*\(/.exec(from)?.[1];
  const before = original?.text?.slice(0, original.column) ?? '';
  const assigned = /([\w$]+)\s*(?:=|:)\s*(?:async\s*)?(?:function\s*\*?\s*)?$/.exec(before)?.[1];
  return declared ?? assigned ?? original?.name ?? (minified || '(anonymous)');
}

/**
 * A named function starts at its name, which the map names; an anonymous one (a module's body, a
 * callback) where the map may still be in the code before it, so its module is read after its start.
 */
function frameOf({ functionName: minified, url, lineNumber, columnNumber }: CallFrame, maps: Resolver): Frame {
  const chunk = url ? (url.split('/').pop() ?? url) || '(inline)' : '';
  if (!url) return { name: minified, module: '', chunk };
  const at = maps.original(url, lineNumber, columnNumber);
  const inside = minified ? at : maps.original(url, lineNumber, columnNumber, true);
  const name = minified || (at && inside && at.source === inside.source) ? functionName(at, minified) : '(anonymous)';
  return { name, module: inside ? moduleName(inside.source) : chunk, chunk };
}

/** React's phase a stack is in (its frames leaf first), or null outside React's work loop. */
function reactPhase(stack: Frame[]): string | null {
  if (stack.some((frame) => frame.module.includes('react-server-dom'))) return 'RSC payload';
  for (const [phase, names] of REACT_PHASES) if (stack.some((frame) => REACT.test(frame.module) && names.includes(frame.name))) return phase;
  return null;
}

/** Whose code the sample is: the innermost frame of the project's own, else a library's label, else React. */
function ownerOf(stack: Frame[]): string {
  for (const frame of stack) {
    if (!frame.module || REACT.test(frame.module)) continue;
    const library = LIBRARIES.find(([, pattern]) => pattern.test(frame.module));
    if (library) return library[0];
    if (frame.module.includes('node_modules/')) return frame.module.split('/').slice(1, 3).join('/');
    return `${frame.name} (${frame.module.split('/').pop()})`;
  }
  return stack.some((frame) => REACT.test(frame.module)) ? 'React' : '(native)';
}

const addTo = (totals: Map<string, number>, key: string, amount: number) => totals.set(key, (totals.get(key) ?? 0) + amount);
const ranked = (totals: Map<string, number>, count: number): Share[] =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count).map(([label, us]) => [label, us / 1000]);

/** The renderer that navigated to `origin`, its main thread, and its navigation's start. */
function findPage(events: TraceEvent[], origin: string) {
  const navigation = events.find((event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith(origin));
  if (!navigation) throw new Error(`The trace holds no navigationStart for ${origin}.`);
  const { pid } = navigation;
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain');
  return { pid, tid: main?.tid ?? navigation.tid, navigationStart: navigation.ts };
}

type Sample = { ts: number; node: number; interval: number };

/** The main thread's profile: its nodes and its samples, each with the time to the next. */
function profileOf(events: TraceEvent[], pid: number, tid: number) {
  const head = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  if (!head) return { nodes, samples };
  let ts = Number(head.args?.data?.startTime ?? head.ts);
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === head.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args?.data ?? {};
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((node, index) => {
      ts += timeDeltas[index] ?? 0;
      samples.push({ ts, node, interval: 0 });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((sample, index) => (sample.interval = (samples[index + 1]?.ts ?? sample.ts) - sample.ts));
  return { nodes, samples };
}

type Options = { origin: string; gateMark: string; afterMs: number; maps: Resolver; minMs?: number };

export function attributeLongTasks(events: TraceEvent[], { origin, gateMark, afterMs, maps, minMs = LONG_TASK_MS }: Options): Attribution {
  const { pid, tid, navigationStart } = findPage(events, origin);
  const gate = events.find((event) => event.pid === pid && event.name === gateMark && event.cat.includes('user_timing'));
  if (!gate) throw new Error(`The trace holds no "${gateMark}" mark.`);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined);
  const end = gate.ts + afterMs * 1000;
  const topLevel = onMain.filter((event) => TOP_LEVEL.has(event.name)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // A task's own RunTask may hold a nested one: the outermost is the task.
  let reach = -Infinity;
  const outermost = topLevel.filter((event) => {
    const nested = event.ts + event.dur! <= reach;
    reach = Math.max(reach, event.ts + event.dur!);
    return !nested;
  });
  const long = outermost.filter((event) => event.ts >= gate.ts && event.ts < end && event.dur! > minMs * 1000);
  const { nodes, samples } = profileOf(events, pid, tid);
  const stacks = new Map<number, Frame[]>();
  const stackOf = (id: number): Frame[] => {
    if (!stacks.has(id)) {
      const node = nodes.get(id);
      stacks.set(id, node ? [frameOf(node.callFrame, maps), ...(node.parent === undefined ? [] : stackOf(node.parent))] : []);
    }
    return stacks.get(id)!;
  };

  const tasks = long.map((task): AttributedTask => {
    const taskEnd = task.ts + task.dur!;
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= taskEnd);
    const kind = inside.filter((event) => !TOP_LEVEL.has(event.name)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)[0]?.name ?? task.name;
    const innermostAt = (ts: number) =>
      inside.filter((event) => event.ts <= ts && ts < event.ts + event.dur!).sort((a, b) => a.dur! - b.dur!)[0]?.name ?? '';
    const phases = new Map<string, number>();
    const owners = new Map<string, number>();
    const chunks = new Map<string, number>();
    const functions = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= taskEnd) continue;
      const stack = stackOf(sample.node);
      const leaf = stack[0];
      if (!leaf || leaf.name === '(idle)' || leaf.name === '(root)') continue;
      const amount = Math.min(sample.interval, taskEnd - sample.ts);
      let phase = reactPhase(stack);
      let owner = ownerOf(stack);
      if (leaf.name === '(garbage collector)') phase ??= 'GC';
      else if (leaf.name === '(program)') {
        const native = innermostAt(sample.ts);
        phase ??= NATIVE.find(([, names]) => names.includes(native))?.[0] ?? (native && !TOP_LEVEL.has(native) ? `native: ${native}` : 'native');
      }
      owner = leaf.name.startsWith('(') && owner === '(native)' ? leaf.name : owner;
      addTo(phases, phase ?? `JS in ${kind}`, amount);
      addTo(owners, owner, amount);
      if (leaf.chunk) addTo(chunks, leaf.chunk, amount);
      addTo(functions, leaf.module ? `${leaf.name} (${leaf.module.split('/').pop()})` : leaf.name, amount);
    }
    return {
      start: (task.ts - navigationStart) / 1000,
      sinceGate: (task.ts - gate.ts) / 1000,
      duration: task.dur! / 1000,
      kind,
      chunks: ranked(chunks, 2),
      phases: ranked(phases, 4),
      owners: ranked(owners, 4),
      functions: ranked(functions, 4),
    };
  });
  return { gateAt: (gate.ts - navigationStart) / 1000, tasks };
}

const shares = (items: Share[]) => items.map(([label, ms]) => `${label} ${Math.round(ms)}`).join(', ');

/** Markdown, one row a task: when, how long, the chunk, React's phases, whose code, the top self-time functions (ms each). */
export function formatTable(tasks: AttributedTask[]): string {
  const rows = [
    '| start (ms) | after gate | duration | task | chunk | phase (ms) | owner (ms) | top self time (ms) |',
    '|---|---|---|---|---|---|---|---|',
    ...tasks.map((task) =>
      [Math.round(task.start), `+${Math.round(task.sinceGate)}`, Math.round(task.duration), task.kind, shares(task.chunks), shares(task.phases), shares(task.owners), shares(task.functions)].join(' | '),
    ),
  ];
  return rows.map((row) => (row.startsWith('|') ? row : `| ${row} |`)).join('\n');
}
