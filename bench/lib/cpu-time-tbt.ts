// Blocking time that holds on a shared host: each main-thread task after FCP measured by its thread
// CPU time (`tdur`), so time spent waiting for a core does not count, times a FIXED slowdown, none pruned.
// Lighthouse's simulated TBT drops tasks under 10 ms and multiplies by a calibration a busy host reads low.

/** The phones the figure is reported at: Lighthouse's default ×4, and the ×9 the budgets judge. */
const CPU_TBT_SLOWDOWNS = [4, 9] as const;

const BLOCKING_MS = 50;

// Lantern's only per-kind factor (@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js,
// DEFAULT_LAYOUT_TASK_MULTIPLIER, applied in estimateCPUTimeRemaining): a task holding a `Layout` event
// is slowed by half the multiplier, any other by all of it; no task is taken as longer than 10 s.
const LAYOUT_FACTOR = 0.5;
const MAX_TASK_MS = 10_000;

// What Chromium names a top-level main-thread task (lantern's graph/PageDependencyGraph.js, isScheduleableTask).
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; frame?: string; data?: { frames?: { frame: string; parent?: string; processId?: number }[] } };
};

type CpuTimeTbt = {
  /** Tasks on the main thread after FCP, and the CPU time they took unslowed, ms. */
  tasks: number;
  cpuMs: number;
  /** Blocking time at each slowdown, ms. */
  blocking: Record<number, number>;
  warnings: string[];
};

/** The page's frame, as Lighthouse finds it (tracehouse/trace-processor.js, findMainFrameIds), and its FCP. */
function firstContentfulPaint(events: readonly TraceEvent[]): TraceEvent {
  const frames = events.find((event) => event.name === 'TracingStartedInBrowser')?.args?.data?.frames ?? [];
  const frame = frames.find((candidate) => !candidate.parent)?.frame;
  if (!frame) throw new Error('The trace names no main frame (no TracingStartedInBrowser with a frame of no parent).');
  const paints = events.filter((event) => event.name === 'firstContentfulPaint' && event.args?.frame === frame).sort((a, b) => a.ts - b.ts);
  if (!paints[0]) throw new Error(`The trace holds no firstContentfulPaint of the main frame ${frame}.`);
  return paints[0];
}

/** The page's main thread: its events, and its top-level tasks that end after the first contentful paint. */
export function mainThreadTasks(events: readonly TraceEvent[]): { fcp: TraceEvent; tasks: TraceEvent[]; onMain: TraceEvent[] } {
  const fcp = firstContentfulPaint(events);
  const { pid } = fcp;
  const tid = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain')?.tid ?? fcp.tid;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined);
  // A task may run another inside it (a nested run loop): the outermost is the task, its tdur holds both.
  let reach = -Infinity;
  const tasks = onMain
    .filter((event) => TASKS.has(event.name))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    .filter((event) => {
      const nested = event.ts + event.dur! <= reach;
      reach = Math.max(reach, event.ts + event.dur!);
      return !nested;
    })
    .filter((task) => task.ts + task.dur! > fcp.ts);
  return { fcp, tasks, onMain };
}

export function cpuTimeTbt(events: readonly TraceEvent[], slowdowns: readonly number[] = CPU_TBT_SLOWDOWNS): CpuTimeTbt {
  const { fcp, tasks, onMain } = mainThreadTasks(events);
  const layouts = onMain.filter((event) => event.name === 'Layout');

  let cpuMs = 0;
  let wallOnly = 0;
  const blocking = Object.fromEntries(slowdowns.map((slowdown) => [slowdown, 0]));
  for (const task of tasks) {
    if (task.tdur === undefined) wallOnly++;
    // A task FCP falls within counts by its share after FCP, as Lighthouse clips it at FCP.
    const share = task.ts >= fcp.ts || task.dur === 0 ? 1 : (task.ts + task.dur! - fcp.ts) / task.dur!;
    const ms = ((task.tdur ?? task.dur!) / 1000) * share;
    const end = task.ts + task.dur!;
    const factor = layouts.some((event) => event.ts >= task.ts && event.ts < end) ? LAYOUT_FACTOR : 1;
    cpuMs += ms;
    for (const slowdown of slowdowns) blocking[slowdown]! += Math.max(0, Math.min(ms * slowdown * factor, MAX_TASK_MS) - BLOCKING_MS);
  }
  const warnings = wallOnly
    ? [`${wallOnly} of ${tasks.length} tasks after FCP carry no tdur (thread CPU time): their wall time (dur) counted instead, waits for a core included.`]
    : [];
  return { tasks: tasks.length, cpuMs, blocking, warnings };
}
