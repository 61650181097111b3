import { FIRST_INTERACTION, judgeInteractions, ratioToReact, REFERENCE_CLICK, REFERENCE_FIRST_CLICK } from './interaction-budgets';

const clicks = { [REFERENCE_FIRST_CLICK]: { ms: 40, inp: 24, longFrames: 0 }, [REFERENCE_CLICK]: { ms: 20, inp: 16, longFrames: 0 } };

describe('the interaction budgets', () => {
  it('pass an interaction within 150 ms, however it compares with React’s click, and note one over the 100 ms goal', () => {
    const verdict = judgeInteractions({ ...clicks, 'menu Escape': { ms: 90, inp: 96, longFrames: 0 }, 'carousel Next': { ms: 140, inp: 144, longFrames: 0 } });
    expect(verdict).toEqual({ failures: [], misses: [], overGoal: ['carousel Next ms: 144 (goal 100)'] });
  });

  it('fail past 150 ms, and a long animation frame during the scroll springs or a role change', () => {
    const { failures } = judgeInteractions({ ...clicks, 'menu Escape': { ms: 150, inp: 152, longFrames: 3 }, 'carousel Next': { ms: 20, inp: 40, longFrames: 1 } });
    expect(failures).toEqual(['menu Escape ms: 152 (budget 150)', 'carousel Next long animation frames: 1 (budget 0)']);
  });

  it('hold a scroll, which makes no input event, to its longest frame', () => {
    const { failures } = judgeInteractions({ ...clicks, 'hero scroll': { ms: 160, inp: 160, longFrames: 0 } });
    expect(failures).toEqual(['hero scroll ms: 160 (budget 150)']);
  });

  it("report each interaction's ratio to React's click: the visit's first to React's first, the others to its later clicks, none for a scroll", () => {
    const medians = { ...clicks, [FIRST_INTERACTION]: { ms: 66, inp: 56, longFrames: 0 }, 'menu Escape': { ms: 66, inp: 56, longFrames: 0 }, 'hero scroll': { ms: 30, inp: 30, longFrames: 0 } };
    expect(ratioToReact(medians, FIRST_INTERACTION)).toBe(1.65);
    expect(ratioToReact(medians, 'menu Escape')).toBe(3.3);
    expect(ratioToReact(medians, 'hero scroll')).toBeNull();
    expect(judgeInteractions(medians).failures).toEqual([]);
  });

  it('under --ci fail only past the CI lines, and report the misses', () => {
    const verdict = judgeInteractions({ ...clicks, 'menu Escape': { ms: 200, inp: 200, longFrames: 0 }, 'hero scroll': { ms: 90, inp: 90, longFrames: 3 } }, { ci: true });
    expect(verdict.failures).toEqual([]);
    expect(verdict.misses).toEqual(['menu Escape ms: 200 (budget 150, CI line 250)', 'hero scroll long animation frames: 3 (budget 0, CI line 6)']);
  });

  it('under --ci fail past a CI line', () => {
    const verdict = judgeInteractions({ ...clicks, 'carousel Next': { ms: 101, inp: 260, longFrames: 7 } }, { ci: true });
    expect(verdict.failures).toEqual(['carousel Next ms: 260 (budget 150, CI line 250)', 'carousel Next long animation frames: 7 (budget 0, CI line 6)']);
  });

  it("refuses to judge without both of React's clicks, which every interaction is reported beside", () => {
    expect(() => judgeInteractions({ [REFERENCE_CLICK]: clicks[REFERENCE_CLICK], 'menu open': { ms: 20, inp: 16, longFrames: 0 } })).toThrow(REFERENCE_FIRST_CLICK);
    expect(() => judgeInteractions({ [REFERENCE_FIRST_CLICK]: clicks[REFERENCE_FIRST_CLICK], 'menu open': { ms: 20, inp: 16, longFrames: 0 } })).toThrow(REFERENCE_CLICK);
  });
});
