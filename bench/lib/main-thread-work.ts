// What the page's main thread spends its CPU on after the first contentful paint, from a Chromium
// trace (Lighthouse's `artifacts.Trace`): each top-level task grouped by what started it, and each
// event's own CPU time (`tdur` less its children's) by the kind of work and, for script, its chunk.
// Lighthouse's "main-thread work" puts most of this page's tasks under "Other"; these groups name them.
import { median } from './cpu-calibration';
import { mainThreadTasks, type TraceEvent } from './cpu-time-tbt';

/** What started a task: its first event of a known kind, outermost first. */
const TRIGGERS: [trigger: string, names: string[]][] = [
  ['animation frames', ['FireAnimationFrame']],
  ['timers', ['TimerFire']],
  ['observers', ['IntersectionObserverController::computeIntersections', 'ResizeObserver::BroadcastObservations', 'ResizeObserverController::BroadcastObservations']],
  ['idle callbacks', ['FireIdleCallback']],
  ['messages (worker, channel)', ['HandlePostMessage', 'WorkerGlobalScope::PostMessage', 'MessagePort::Accept']],
  ['events', ['EventDispatch']],
  ['garbage collection', ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'V8.GC_MC_BACKGROUND_EVACUATE_COPY', 'ThreadState::performIdleLazySweep', 'BlinkGC.LazySweepInIdle', 'CppGC.IncrementalSweep']],
  ['document parsing', ['ParseHTML']],
  ['script evaluation', ['EvaluateScript', 'v8.evaluateModule']],
  ['script compilation', ['v8.compile', 'v8.compileModule', 'V8.CompileCode']],
  ['promise callbacks', ['RunMicrotasks', 'V8.RunMicrotasks']],
  ['rendering update', ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'Commit', 'BeginMainThreadFrame']],
  // A callback with no event of its own around it: a message port's (React's scheduler posts its work
  // slices as messages) or a promise's, run straight from the task.
  ['scheduled callbacks (message ports)', ['v8.callFunction', 'FunctionCall']],
];

/** The kind of work an event's own time is. */
const KINDS: [kind: string, names: string[]][] = [
  ['style', ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'ScheduleStyleRecalculation']],
  ['layout', ['Layout', 'InvalidateLayout', 'IntersectionObserverController::computeIntersections']],
  ['paint', ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'Commit', 'Decode Image', 'PaintImage']],
  ['parse HTML', ['ParseHTML']],
  ['compile', ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'V8.ParseFunction', 'v8.produceCache', 'v8.produceModuleCache']],
  ['garbage collection', ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'ThreadState::performIdleLazySweep', 'BlinkGC.LazySweepInIdle', 'CppGC.IncrementalSweep']],
  ['script', ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.run', 'V8.Execute', 'v8.callFunction', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch', 'RunMicrotasks', 'V8.RunMicrotasks', 'HandlePostMessage']],
];

const kindOf = new Map(KINDS.flatMap(([kind, names]) => names.map((name) => [name, kind] as const)));
const triggerOf = new Map(TRIGGERS.flatMap(([trigger, names]) => names.map((name) => [name, trigger] as const)));

export type MainThreadWork = {
  /** CPU ms of the main thread's tasks after FCP. */
  cpuMs: number;
  tasks: number;
  /** CPU ms by what started the task; "script evaluation" is split by chunk. */
  byTrigger: Record<string, number>;
  /** CPU ms by the kind of work, whatever the task; the task's own time outside any event is "other". */
  byKind: Record<string, number>;
  /** Script's own CPU ms (calls, evaluation, compilation) by the chunk it ran from. */
  byChunk: Record<string, number>;
  /** Style recalculations after FCP: how many, how many elements in all, and their CPU ms. */
  style: { count: number; elements: number; ms: number };
  layout: { count: number; ms: number };
};

type Node = { event: TraceEvent; children: Node[] };

const cpu = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
const chunkName = (url: string) => (url.startsWith('http') ? (url.split('/').pop()?.split('?')[0] ?? url) || '(document)' : url || '(inline)');

function urlOf(event: TraceEvent): string | undefined {
  const data = event.args?.data as { url?: string; fileName?: string; stackTrace?: { url: string }[] } | undefined;
  return data?.url || data?.fileName || undefined;
}

/** The events inside a task, nested by time: an event holds those that start and end within it. */
function tree(task: TraceEvent, inside: readonly TraceEvent[]): Node {
  const root: Node = { event: task, children: [] };
  const stack: Node[] = [root];
  for (const event of inside) {
    while (stack.length > 1 && event.ts >= stack.at(-1)!.event.ts + stack.at(-1)!.event.dur!) stack.pop();
    const node: Node = { event, children: [] };
    stack.at(-1)!.children.push(node);
    stack.push(node);
  }
  return root;
}

const add = (into: Record<string, number>, key: string, ms: number) => {
  into[key] = (into[key] ?? 0) + ms;
};

export function mainThreadWork(events: readonly TraceEvent[]): MainThreadWork {
  const { tasks, onMain } = mainThreadTasks(events);
  const work: MainThreadWork = { cpuMs: 0, tasks: tasks.length, byTrigger: {}, byKind: {}, byChunk: {}, style: { count: 0, elements: 0, ms: 0 }, layout: { count: 0, ms: 0 } };
  const sorted = [...onMain].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let from = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    while (from < sorted.length && sorted[from]!.ts < task.ts) from++;
    const inside: TraceEvent[] = [];
    for (let index = from; index < sorted.length && sorted[index]!.ts < end; index++) {
      const event = sorted[index]!;
      if (event !== task && event.ts + event.dur! <= end && !(event.ts === task.ts && event.dur === task.dur && event.name === task.name)) inside.push(event);
    }
    const root = tree(task, inside);
    work.cpuMs += cpu(task);
    let trigger: string | undefined;
    const visit = (node: Node, url: string | undefined) => {
      const { event } = node;
      const own = Math.max(0, cpu(event) - node.children.reduce((sum, child) => sum + cpu(child.event), 0));
      const at = urlOf(event) ?? url;
      const kind = node === root ? 'other' : (kindOf.get(event.name) ?? 'other');
      if (!trigger && node !== root) {
        const found = triggerOf.get(event.name);
        if (found) trigger = found === 'script evaluation' ? `evaluation of ${chunkName(at ?? '')}` : found;
      }
      add(work.byKind, kind, own);
      if (kind === 'script' || kind === 'compile') add(work.byChunk, chunkName(at ?? ''), own);
      if (event.name === 'UpdateLayoutTree') {
        work.style.count++;
        work.style.ms += cpu(event);
        work.style.elements += Number((event.args as { elementCount?: number } | undefined)?.elementCount ?? 0);
      }
      if (event.name === 'Layout') {
        work.layout.count++;
        work.layout.ms += cpu(event);
      }
      for (const child of node.children) visit(child, at);
    };
    visit(root, undefined);
    add(work.byTrigger, trigger ?? 'unnamed (no event inside)', cpu(task));
  }
  return work;
}

/** Each key's median over runs (a run without it counts 0), largest first. */
export function medianWork(runs: readonly Record<string, number>[]): [key: string, ms: number][] {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return keys.map((key) => [key, median(runs.map((run) => run[key] ?? 0))] as [string, number]).sort((a, b) => b[1] - a[1]);
}
