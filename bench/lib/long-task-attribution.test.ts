import { attributeLongTasks, formatTable, functionName, moduleName, type TraceEvent } from './long-task-attribution';
import type { Original } from './source-maps';

const ORIGIN = 'http://127.0.0.1:4000';
const PID = 7;
const MAIN = 1;
const REACT_DOM = 'turbopack:///[project]/node_modules/react-dom/cjs/react-dom-client.production.js';
const BLOCK = 'turbopack:///[project]/components/bento/projects/projects-block.tsx';

/** Where each minified function of the fixture's two chunks came from: (url, line) → module and the line that declares it. */
const ORIGINALS: Record<string, Original> = {
  [`${ORIGIN}/react.js:0`]: { source: REACT_DOM, line: 10, column: 0, name: null, text: 'function performWorkOnRoot(root, lanes) {' },
  [`${ORIGIN}/react.js:1`]: { source: REACT_DOM, line: 20, column: 0, name: null, text: 'function beginWork(current, workInProgress) {' },
  [`${ORIGIN}/react.js:2`]: { source: REACT_DOM, line: 30, column: 0, name: null, text: 'function flushPassiveEffects() {' },
  [`${ORIGIN}/app.js:0`]: { source: BLOCK, line: 5, column: 0, name: null, text: 'function LaterNoscript({ later, labels }) {' },
  [`${ORIGIN}/app.js:1`]: { source: 'turbopack:///[project]/node_modules/motion-dom/dist/es/x.mjs', line: 1, column: 0, name: 'animate', text: 'const x = 1;' },
};
const maps = { original: (url: string, line: number) => ORIGINALS[`${url}:${line}`] ?? null };

const frame = (url: string, line: number, functionName = 'a') => ({ functionName, url: `${ORIGIN}/${url}`, lineNumber: line, columnNumber: 0, scriptId: '1' });

function trace(): TraceEvent[] {
  const at = (ms: number) => 1_000_000 + ms * 1000;
  const event = (name: string, ms: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, cat: 'devtools.timeline', ph: 'X', ts: at(ms), dur: dur * 1000, pid: PID, tid: MAIN, ...extra });
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1, scriptId: '0' } },
    { id: 2, parent: 1, callFrame: frame('react.js', 0) },
    { id: 3, parent: 2, callFrame: frame('react.js', 1) },
    { id: 4, parent: 3, callFrame: frame('app.js', 0) },
    { id: 5, parent: 1, callFrame: frame('react.js', 2) },
    { id: 6, parent: 5, callFrame: frame('app.js', 1) },
    { id: 7, parent: 1, callFrame: { functionName: '(program)', url: '', lineNumber: -1, columnNumber: -1, scriptId: '0' } },
  ];
  // 10 ms a sample: 40 ms in LaterNoscript's render, 20 ms of layout, 30 ms of motion in the effects.
  const samples = [4, 4, 4, 4, 7, 7, 6, 6, 6, 1];
  return [
    { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', cat: 'blink.user_timing', ph: 'R', ts: at(0), pid: PID, tid: MAIN, args: { data: { documentLoaderURL: `${ORIGIN}/` } } },
    { name: 'gate-open', cat: 'blink.user_timing', ph: 'R', ts: at(500), pid: PID, tid: MAIN },
    event('RunTask', 400, 120), // before the gate: left out
    event('RunTask', 1000, 100),
    event('ThreadControllerImpl::RunTask', 1000, 99), // the same task, nested
    event('FunctionCall', 1000, 60),
    event('Layout', 1040, 20),
    event('RunTask', 1200, 30), // short: left out
    { name: 'Profile', cat: 'disabled-by-default-v8.cpu_profiler', ph: 'P', id: '0x1', ts: at(0), pid: PID, tid: MAIN, args: { data: { startTime: at(1000) - 10_000 } } },
    { name: 'ProfileChunk', cat: 'disabled-by-default-v8.cpu_profiler', ph: 'P', id: '0x1', ts: at(0), pid: PID, tid: 9, args: { data: { cpuProfile: { nodes, samples }, timeDeltas: samples.map(() => 10_000) } } },
  ];
}

describe('long tasks, attributed', () => {
  it("keeps the main thread's tasks over 50 ms after the gate, each split by React's phase, whose code and which chunk", () => {
    const { gateAt, tasks } = attributeLongTasks(trace(), { origin: ORIGIN, gateMark: 'gate-open', afterMs: 8000, maps });
    expect(gateAt).toBe(500);
    expect(tasks).toHaveLength(1);
    const [task] = tasks;
    expect(task).toMatchObject({ start: 1000, sinceGate: 500, duration: 100, kind: 'FunctionCall' });
    expect(task!.phases).toEqual([
      ['render', 40],
      ['effects', 30],
      ['style & layout', 20],
    ]);
    expect(task!.owners).toEqual([
      ['LaterNoscript (projects-block.tsx)', 40],
      ['motion', 30],
      ['(program)', 20],
    ]);
    expect(task!.chunks).toEqual([
      ['app.js', 70],
    ]);
    expect(task!.functions[0]).toEqual(['LaterNoscript (projects-block.tsx)', 40]);
    expect(formatTable(tasks)).toContain('| 1000 | +500 | 100 | FunctionCall | app.js 70 | render 40, effects 30, style & layout 20 |');
  });

  it('names a module by its place in the project, and a function by the line that declares it', () => {
    expect(moduleName(BLOCK)).toBe('components/bento/projects/projects-block.tsx');
    expect(moduleName('turbopack:///[project]/node_modules/.pnpm/x/node_modules/react-dom/cjs/a.js')).toBe('node_modules/react-dom/cjs/a.js');
    expect(functionName({ source: '', line: 0, column: 15, name: null, text: 'const render = function () {' }, 'q')).toBe('render');
    expect(functionName({ source: '', line: 0, column: 0, name: 'mapped', text: '() => 1' }, 'q')).toBe('mapped');
    expect(functionName(null, '')).toBe('(anonymous)');
  });
});
