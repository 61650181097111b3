import { isRevealDue, isTallReveal, REVEAL_SHARE } from './reveal-rule';

const VIEWPORT = 800;
const box = (top: number, height: number) => ({ top, bottom: top + height, height });
/** As the before-paint script and the e2e checks run it: from its source text. */
const due = new Function(`return ${isRevealDue.toString()}`)() as typeof isRevealDue;

describe('the reveal rule', () => {
  it(`is due once ${REVEAL_SHARE * 100}% of a reveal is in view, not before`, () => {
    expect(due(box(VIEWPORT - 20, 100), VIEWPORT, REVEAL_SHARE)).toBe(true);
    expect(due(box(VIEWPORT - 19, 100), VIEWPORT, REVEAL_SHARE)).toBe(false);
    expect(due(box(VIEWPORT, 100), VIEWPORT, REVEAL_SHARE)).toBe(false);
    expect(due(box(-80, 100), VIEWPORT, REVEAL_SHARE)).toBe(true);
    expect(due(box(-81, 100), VIEWPORT, REVEAL_SHARE)).toBe(false);
  });

  it('is due for a reveal too tall for that share to fit once it fills that share of the viewport', () => {
    const height = VIEWPORT / REVEAL_SHARE + 1;
    expect(isTallReveal(height, VIEWPORT)).toBe(true);
    expect(due(box(VIEWPORT * (1 - REVEAL_SHARE), height), VIEWPORT, REVEAL_SHARE)).toBe(true);
    expect(due(box(VIEWPORT * (1 - REVEAL_SHARE) + 1, height), VIEWPORT, REVEAL_SHARE)).toBe(false);
  });
});
