import type { Spring } from './constants';

/**
 * A damped spring (mass, stiffness, damping, as in motion's useSpring), stepped per animation frame.
 * A few lines here instead of an animation library in the page's initial JavaScript.
 */
export type SpringState = { value: number; velocity: number };

const MAX_STEP_S = 1 / 240;

/** Advances the spring towards `target` by `dtSeconds`, in small fixed substeps for stability. */
export function stepSpring(state: SpringState, target: number, spring: Spring, dtSeconds: number): SpringState {
  let { value, velocity } = state;
  let remaining = Math.min(dtSeconds, 0.1); // a backgrounded tab must not fling the value
  while (remaining > 0) {
    const dt = Math.min(remaining, MAX_STEP_S);
    const force = -spring.stiffness * (value - target) - spring.damping * velocity;
    velocity += (force / spring.mass) * dt;
    value += velocity * dt;
    remaining -= dt;
  }
  return { value, velocity };
}

export function isAtRest(state: SpringState, target: number, precision = 0.0005): boolean {
  return Math.abs(state.value - target) < precision && Math.abs(state.velocity) < precision * 10;
}

/**
 * A value that follows its target through the spring and hands every new value to `apply`,
 * running requestAnimationFrame only while it moves.
 */
export function springValue(initial: number, spring: Spring, apply: (value: number) => void) {
  let state: SpringState = { value: initial, velocity: 0 };
  let target = initial;
  let frame = 0;
  let last = 0;

  const tick = (now: number) => {
    state = stepSpring(state, target, spring, last ? (now - last) / 1000 : 1 / 60);
    last = now;
    if (isAtRest(state, target)) {
      state = { value: target, velocity: 0 };
      frame = 0;
      last = 0;
    } else {
      frame = requestAnimationFrame(tick);
    }
    apply(state.value);
  };

  return {
    set(next: number) {
      target = next;
      if (!frame && !isAtRest(state, target)) frame = requestAnimationFrame(tick);
    },
    get: () => state.value,
    stop() {
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}

export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
