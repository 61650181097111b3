import { FIRST_INTERACTION, judgeInteractions, REFERENCE_CLICK, REFERENCE_FIRST_CLICK } from './interaction-budgets';

const clicks = { [REFERENCE_FIRST_CLICK]: { ms: 40, inp: 24, longFrames: 0 }, [REFERENCE_CLICK]: { ms: 20, inp: 16, longFrames: 0 } };

describe('the interaction budgets', () => {
  it("pass an interaction that answers within 1.5× React's click, with an Event Timing latency within 100 ms", () => {
    expect(judgeInteractions({ ...clicks, 'menu Escape': { ms: 30, inp: 96, longFrames: 0 } }).failures).toEqual([]);
  });

  it("fail past 1.5× React's click, past 100 ms, and a long animation frame during the scroll springs or a role change", () => {
    const { failures } = judgeInteractions({ ...clicks, 'menu Escape': { ms: 33, inp: 104, longFrames: 3 }, 'carousel Next': { ms: 20, inp: 40, longFrames: 1 } });
    expect(failures).toEqual(['menu Escape ÷ React click: 1.65 (budget 1.5)', 'menu Escape ms: 104 (budget 100)', 'carousel Next long animation frames: 1 (budget 0)']);
  });

  it("hold the visit's first interaction beside React's first click, and every later one beside its second", () => {
    const { failures } = judgeInteractions({ ...clicks, [FIRST_INTERACTION]: { ms: 66, inp: 56, longFrames: 0 }, 'menu Escape': { ms: 66, inp: 56, longFrames: 0 } });
    expect(failures).toEqual([`${FIRST_INTERACTION} ÷ ${REFERENCE_FIRST_CLICK}: 1.65 (budget 1.5)`, 'menu Escape ÷ React click: 3.3 (budget 1.5)']);
    expect(judgeInteractions({ ...clicks, [FIRST_INTERACTION]: { ms: 60, inp: 56, longFrames: 0 } }).failures).toEqual([]);
  });

  it('hold a scroll, which makes no input event, to its longest frame alone', () => {
    const { failures } = judgeInteractions({ ...clicks, 'hero scroll': { ms: 120, inp: 120, longFrames: 0 } });
    expect(failures).toEqual(['hero scroll ms: 120 (budget 100)']);
  });

  it('under --ci fail only past the CI lines, and report the misses', () => {
    const verdict = judgeInteractions({ ...clicks, 'menu Escape': { ms: 47, inp: 150, longFrames: 0 }, 'hero scroll': { ms: 90, inp: 90, longFrames: 3 } }, { ci: true });
    expect(verdict.failures).toEqual([]);
    expect(verdict.misses).toEqual(['menu Escape ÷ React click: 2.35 (budget 1.5, CI line 5)', 'menu Escape ms: 150 (budget 100, CI line 250)', 'hero scroll long animation frames: 3 (budget 0, CI line 6)']);
  });

  it('under --ci fail past a CI line', () => {
    const verdict = judgeInteractions({ ...clicks, 'carousel Next': { ms: 101, inp: 260, longFrames: 7 } }, { ci: true });
    expect(verdict.failures).toEqual(['carousel Next ÷ React click: 5.05 (budget 1.5, CI line 5)', 'carousel Next ms: 260 (budget 100, CI line 250)', 'carousel Next long animation frames: 7 (budget 0, CI line 6)']);
  });

  it("refuses to judge without both of React's clicks", () => {
    expect(() => judgeInteractions({ [REFERENCE_CLICK]: clicks[REFERENCE_CLICK], 'menu open': { ms: 20, inp: 16, longFrames: 0 } })).toThrow(REFERENCE_FIRST_CLICK);
    expect(() => judgeInteractions({ [REFERENCE_FIRST_CLICK]: clicks[REFERENCE_FIRST_CLICK], 'menu open': { ms: 20, inp: 16, longFrames: 0 } })).toThrow(REFERENCE_CLICK);
  });
});
