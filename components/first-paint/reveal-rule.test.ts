import { isTallReveal, REVEAL_DUE_SOURCE, REVEAL_SHARE } from './reveal-rule';

const due = new Function(`return ${REVEAL_DUE_SOURCE}`)() as (box: { top: number; bottom: number; height: number }, viewportHeight: number) => boolean;
const VIEWPORT = 800;
const box = (top: number, height: number) => ({ top, bottom: top + height, height });

describe('the reveal rule', () => {
  it(`is due once ${REVEAL_SHARE * 100}% of a reveal is in view, not before`, () => {
    expect(due(box(VIEWPORT - 20, 100), VIEWPORT)).toBe(true);
    expect(due(box(VIEWPORT - 19, 100), VIEWPORT)).toBe(false);
    expect(due(box(VIEWPORT, 100), VIEWPORT)).toBe(false);
  });

  it('is due for a reveal too tall for that share to fit once it fills that share of the viewport', () => {
    const height = VIEWPORT / REVEAL_SHARE + 1;
    expect(isTallReveal(height, VIEWPORT)).toBe(true);
    expect(due(box(VIEWPORT * (1 - REVEAL_SHARE), height), VIEWPORT)).toBe(true);
    expect(due(box(VIEWPORT * (1 - REVEAL_SHARE) + 1, height), VIEWPORT)).toBe(false);
  });
});
