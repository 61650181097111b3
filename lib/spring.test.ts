import { HERO } from './constants';
import { isAtRest, stepSpring, type SpringState } from './spring';

function settle(spring: typeof HERO.offsetSpring, from: number, to: number, seconds: number) {
  let state: SpringState = { value: from, velocity: 0 };
  const trace: number[] = [];
  for (let t = 0; t < seconds; t += 1 / 60) {
    state = stepSpring(state, to, spring, 1 / 60);
    trace.push(state.value);
  }
  return { state, trace };
}

describe('stepSpring', () => {
  it.each([
    ['offset', HERO.offsetSpring],
    ['opacity', HERO.opacitySpring],
  ])('brings the %s spring to its target without overshoot (it is overdamped)', (_name, spring) => {
    const { state, trace } = settle(spring, 0, 1, 8);
    expect(state.value).toBeCloseTo(1, 2);
    expect(Math.max(...trace)).toBeLessThanOrEqual(1);
    expect(trace.every((value, index) => index === 0 || value >= trace[index - 1]!)).toBe(true);
  });

  it('follows the damped-spring equation: acceleration = -k·x - c·v (mass 1)', () => {
    const spring = { stiffness: 40, damping: 30, mass: 1 };
    const next = stepSpring({ value: 0, velocity: 0 }, 1, spring, 1 / 240);
    // One small step from rest: velocity gains k·dt, position gains velocity·dt.
    expect(next.velocity).toBeCloseTo(40 / 240, 6);
    expect(next.value).toBeCloseTo(40 / 240 / 240, 6);
  });

  it('lags behind a jump: the stiffer opacity spring moves faster than the offset spring', () => {
    const offset = settle(HERO.offsetSpring, 0, 1, 0.25).state.value;
    const opacity = settle(HERO.opacitySpring, 0, 1, 0.25).state.value;
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(0.5);
    expect(opacity).toBeGreaterThan(offset);
  });

  it('does not fling the value after a long pause between frames', () => {
    const state = stepSpring({ value: 0, velocity: 0 }, 1, HERO.offsetSpring, 30);
    expect(state.value).toBeLessThan(1);
  });
});

describe('isAtRest', () => {
  it('is true only near the target with little velocity', () => {
    expect(isAtRest({ value: 1, velocity: 0 }, 1)).toBe(true);
    expect(isAtRest({ value: 0.9, velocity: 0 }, 1)).toBe(false);
    expect(isAtRest({ value: 1, velocity: 1 }, 1)).toBe(false);
  });
});
