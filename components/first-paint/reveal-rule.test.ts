/**
 * @jest-environment jsdom
 */

import { isRevealDue, markRevealed, REVEAL_SHARE, REVEALED_ATTRIBUTE } from './reveal-rule';

const VIEWPORT = 800;
const box = (top: number, height: number) => ({ top, bottom: top + height, height });
/** As the before-paint script and the e2e checks run them: from their source text. */
const fromSource = <F>(fn: F): F => new Function(`return ${String(fn)}`)() as F;
const due = fromSource(isRevealDue);

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
    expect(due(box(VIEWPORT * (1 - REVEAL_SHARE), height), VIEWPORT, REVEAL_SHARE)).toBe(true);
    expect(due(box(VIEWPORT * (1 - REVEAL_SHARE) + 1, height), VIEWPORT, REVEAL_SHARE)).toBe(false);
  });
});

describe('markRevealed', () => {
  it('marks a reveal once, keeping the entrance it was first given', () => {
    const mark = fromSource(markRevealed);
    const element = document.createElement('div');
    mark(element, 'css', REVEALED_ATTRIBUTE);
    mark(element, 'shown', REVEALED_ATTRIBUTE);
    expect(element.getAttribute(REVEALED_ATTRIBUTE)).toBe('css');
  });
});
