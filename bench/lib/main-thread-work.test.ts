import { mainThreadWork, medianWork } from './main-thread-work';

type Events = Parameters<typeof mainThreadWork>[0];

const PID = 7;
const MAIN = 1;
const FRAME = 'F1';
const CHUNK = 'http://127.0.0.1:4000/_next/static/chunks/app-1a2b.js';

/** A trace's main frame and thread, its FCP at 1 s, and the events given; times in ms, as µs in the trace. */
const trace = (...events: Events): Events => [
  { name: 'TracingStartedInBrowser', ph: 'I', ts: 0, pid: 1, tid: 1, args: { data: { frames: [{ frame: FRAME, processId: PID }] } } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
  { name: 'firstContentfulPaint', ph: 'R', ts: 1_000_000, pid: PID, tid: MAIN, args: { frame: FRAME } },
  ...events,
];

const event = (name: string, atMs: number, cpuMs: number, args?: Record<string, unknown>) => ({
  name,
  ph: 'X',
  ts: atMs * 1000,
  dur: cpuMs * 1000 + 500, // wall time a little longer than the CPU time, as a busy host makes it
  tdur: cpuMs * 1000,
  pid: PID,
  tid: MAIN,
  ...(args ? { args: args as Events[number]['args'] } : {}),
});

describe("the main thread's work after FCP, by what started each task, by kind and by chunk", () => {
  it('names an animation frame, a timer and an observer task, with the CPU time of each', () => {
    const work = mainThreadWork(
      trace(
        event('RunTask', 1100, 10),
        event('FireAnimationFrame', 1100.1, 8),
        event('FunctionCall', 1100.2, 6, { data: { url: CHUNK } }),
        event('RunTask', 1200, 4),
        event('TimerFire', 1200.1, 3),
        event('RunTask', 1300, 5),
        event('IntersectionObserverController::computeIntersections', 1300, 5),
      ),
    );
    expect(work.tasks).toBe(3);
    expect(work.cpuMs).toBe(19);
    expect(work.byTrigger).toEqual({ 'animation frames': 10, timers: 4, observers: 5 });
    // The frame's callback is script from its chunk (6), the frame's own 2 and the timer's 3 too.
    expect(work.byChunk).toEqual({ 'app-1a2b.js': 6, '(inline)': 5 });
    expect(work.byKind).toEqual({ other: 3, script: 11, layout: 5 });
  });

  it("splits a task's time into its events' own time: style and layout apart from the script that caused them", () => {
    const work = mainThreadWork(
      trace(
        event('RunTask', 1100, 30),
        event('EvaluateScript', 1100.1, 25, { data: { url: CHUNK } }),
        event('v8.compile', 1100.2, 5, { data: { url: CHUNK } }),
        event('UpdateLayoutTree', 1110, 6, { elementCount: 120 }),
        event('Layout', 1117, 4),
      ),
    );
    expect(work.byTrigger).toEqual({ 'evaluation of app-1a2b.js': 30 });
    expect(work.byKind).toEqual({ other: 5, script: 10, compile: 5, style: 6, layout: 4 });
    expect(work.byChunk).toEqual({ 'app-1a2b.js': 15 });
    expect(work.style).toEqual({ count: 1, elements: 120, ms: 6 });
    expect(work.layout).toEqual({ count: 1, ms: 4 });
  });

  it("names a callback run straight from its task, as React's scheduler runs its work slices", () => {
    const work = mainThreadWork(trace(event('RunTask', 1100, 6), event('v8.callFunction', 1100.1, 5), event('FunctionCall', 1100.2, 4, { data: { url: CHUNK } })));
    expect(work.byTrigger).toEqual({ 'scheduled callbacks (message ports)': 6 });
  });

  it('leaves out the tasks that end before FCP, and names a task with no event inside', () => {
    const work = mainThreadWork(trace(event('RunTask', 800, 50), event('ParseHTML', 800.1, 40), event('RunTask', 1500, 2)));
    expect(work).toMatchObject({ tasks: 1, cpuMs: 2, byTrigger: { 'unnamed (no event inside)': 2 }, byKind: { other: 2 } });
  });
});

it("takes each key's median over runs, a run without the key counting 0, largest first", () => {
  expect(medianWork([{ a: 1, b: 9 }, { a: 3 }, { a: 2, b: 5 }])).toEqual([
    ['b', 5],
    ['a', 2],
  ]);
});
