import { cpuTimeTbt } from './cpu-time-tbt';

type Events = Parameters<typeof cpuTimeTbt>[0];

const PID = 7;
const MAIN = 1;
const FRAME = 'F1';

/** A trace's frame and main thread, its FCP at 1 s, and the events given; times in ms, as µs in the trace. */
const trace = (...events: Events): Events => [
  { name: 'TracingStartedInBrowser', ph: 'I', ts: 0, pid: 1, tid: 1, args: { data: { frames: [{ frame: FRAME, processId: PID }, { frame: 'F2', parent: FRAME }] } } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid: 2, args: { name: 'Compositor' } },
  // Another frame's paint comes first: only the main frame's counts.
  { name: 'firstContentfulPaint', ph: 'R', ts: 900_000, pid: PID, tid: MAIN, args: { frame: 'F2' } },
  { name: 'firstContentfulPaint', ph: 'R', ts: 1_000_000, pid: PID, tid: MAIN, args: { frame: FRAME } },
  ...events,
];

const task = (atMs: number, durMs: number, tdurMs: number | undefined, { name = 'RunTask', tid = MAIN, pid = PID } = {}) => ({
  name,
  ph: 'X',
  ts: atMs * 1000,
  dur: durMs * 1000,
  ...(tdurMs === undefined ? {} : { tdur: tdurMs * 1000 }),
  pid,
  tid,
});

describe("blocking time from the trace's thread CPU time at a fixed slowdown", () => {
  it("counts a task's CPU time (tdur), not its wall time (dur), times the slowdown, less 50 ms", () => {
    // 40 ms of wall time of which the thread ran 20: ×4 is 80 (30 blocking), ×9 is 180 (130).
    expect(cpuTimeTbt(trace(task(1100, 40, 20)))).toEqual({ tasks: 1, cpuMs: 20, blocking: { 4: 30, 9: 130 }, warnings: [] });
  });

  it('holds only what a task takes past 50 ms, at each slowdown', () => {
    // 12.5 ms ×4 is exactly 50: nothing; 13 ms ×4 is 52: 2. At ×9: 62.5 and 67.
    expect(cpuTimeTbt(trace(task(1100, 12.5, 12.5))).blocking).toEqual({ 4: 0, 9: 62.5 });
    expect(cpuTimeTbt(trace(task(1100, 13, 13))).blocking).toEqual({ 4: 2, 9: 67 });
    // Short tasks are not pruned, and are not summed into a long one: each is held to 50 ms alone.
    expect(cpuTimeTbt(trace(task(1100, 5, 5), task(1110, 5, 5), task(1120, 8, 8))).blocking).toEqual({ 4: 0, 9: 22 });
    expect(cpuTimeTbt(trace(task(1100, 8, 8)), [2]).blocking).toEqual({ 2: 0 });
  });

  it('ignores the tasks before FCP, and counts one FCP falls within by its share after FCP', () => {
    const before = task(900, 80, 80);
    const straddling = task(990, 40, 20); // three quarters of it after FCP: 15 ms of CPU
    expect(cpuTimeTbt(trace(before))).toEqual({ tasks: 0, cpuMs: 0, blocking: { 4: 0, 9: 0 }, warnings: [] });
    expect(cpuTimeTbt(trace(before, straddling))).toMatchObject({ tasks: 1, cpuMs: 15, blocking: { 4: 10, 9: 85 } });
  });

  it('counts a nested task once, inside the one that ran it, and events within a task not as tasks', () => {
    const outer = task(1100, 30, 25);
    const nested = task(1105, 10, 10, { name: 'ThreadControllerImpl::RunTask' });
    const script = task(1102, 20, 18, { name: 'EvaluateScript' });
    expect(cpuTimeTbt(trace(outer, nested, script))).toEqual({ tasks: 1, cpuMs: 25, blocking: { 4: 50, 9: 175 }, warnings: [] });
  });

  it('applies lantern\'s factor: a task that lays out is slowed by half the multiplier', () => {
    const withLayout = [task(1100, 30, 20), task(1110, 5, 4, { name: 'Layout' })];
    // 20 ms × 4 × ½ is 40: nothing; × 9 × ½ is 90: 40.
    expect(cpuTimeTbt(trace(...withLayout)).blocking).toEqual({ 4: 0, 9: 40 });
    // A layout in the next task, or on another thread, does not halve this one.
    const elsewhere = [task(1100, 30, 20), task(1140, 5, 4, { name: 'Layout' }), task(1110, 5, 4, { name: 'Layout', tid: 2 })];
    expect(cpuTimeTbt(trace(...elsewhere)).blocking).toEqual({ 4: 30, 9: 130 });
  });

  it("reads the page's renderer main thread alone", () => {
    const events = trace(task(1100, 40, 40, { tid: 2 }), task(1100, 40, 40, { pid: 8, tid: MAIN }), task(1200, 10, 10));
    expect(cpuTimeTbt(events)).toMatchObject({ tasks: 1, cpuMs: 10 });
  });

  it('counts the wall time of a task with no tdur, and says so', () => {
    const { blocking, warnings } = cpuTimeTbt(trace(task(1100, 20, undefined), task(1200, 20, 10)));
    expect(blocking).toEqual({ 4: 30, 9: 130 + 40 });
    expect(warnings).toEqual(['1 of 2 tasks after FCP carry no tdur (thread CPU time): their wall time (dur) counted instead, waits for a core included.']);
  });

  it('needs the main frame and its FCP', () => {
    expect(() => cpuTimeTbt([])).toThrow('no main frame');
    expect(() => cpuTimeTbt(trace().filter((event) => event.name !== 'firstContentfulPaint' || event.args?.frame !== FRAME))).toThrow(
      'no firstContentfulPaint of the main frame F1',
    );
  });
});
