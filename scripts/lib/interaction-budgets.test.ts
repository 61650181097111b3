import { judgeInteractions, REFERENCE_CLICK } from './interaction-budgets';

const click = { [REFERENCE_CLICK]: { ms: 64, longFrames: 0 } };

describe('the interaction budgets', () => {
  it("pass an interaction within 1.5× React's click and 100 ms", () => {
    expect(judgeInteractions({ ...click, 'menu open': { ms: 96, longFrames: 0 } }).failures).toEqual([]);
  });

  it("fail past 1.5× React's click, past 100 ms, and a long animation frame during the scroll springs or a role change", () => {
    const { failures } = judgeInteractions({ ...click, 'menu open': { ms: 104, longFrames: 3 }, 'hero scroll': { ms: 40, longFrames: 1 } });
    expect(failures).toEqual(["menu open ÷ React's click: 1.63 (budget 1.5)", 'menu open ms: 104 (budget 100)', 'hero scroll long animation frames: 1 (budget 0)']);
  });

  it('under --ci fail only past the CI lines, and report the misses', () => {
    const verdict = judgeInteractions({ ...click, 'menu open': { ms: 150, longFrames: 0 } }, { ci: true });
    expect(verdict.failures).toEqual([]);
    expect(verdict.misses).toEqual(["menu open ÷ React's click: 2.34 (budget 1.5, CI line 3)", 'menu open ms: 150 (budget 100, CI line 250)']);
  });

  it("refuses to judge without React's click", () => {
    expect(() => judgeInteractions({ 'menu open': { ms: 20, longFrames: 0 } })).toThrow(REFERENCE_CLICK);
  });
});
