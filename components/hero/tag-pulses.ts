import { PULSE_ANIMATION } from './hero-parts';

type Pulses = { pause: (paused: boolean) => void; stop: () => void };

/**
 * Each pulse goes on from its CSS animation as a Web Animation of the same keyframes, on the same clock:
 * a repeating CSS animation dispatches animationiteration once anything listens (React's root does), and
 * each woke the main thread for a frame at rest. Web Animations send none (e2e/hero.spec.ts, "has five tags…").
 */
export function pulsesByScript(pulses: HTMLElement[]): Pulses {
  let paused = false;
  let stopped = false;
  const running: Animation[] = [];
  const handOver = (pulse: HTMLElement, css: CSSAnimation) => {
    if (stopped || !(css.effect instanceof KeyframeEffect)) return;
    const animation = new Animation(new KeyframeEffect(pulse, css.effect.getKeyframes(), css.effect.getTiming()), document.timeline);
    animation.id = PULSE_ANIMATION;
    if (css.startTime !== null && !paused) animation.startTime = css.startTime;
    else {
      animation.currentTime = css.currentTime;
      if (!paused) animation.play();
    }
    pulse.style.animation = 'none';
    running.push(animation);
  };
  for (const pulse of pulses) {
    const css = pulse.getAnimations().find((animation): animation is CSSAnimation => 'animationName' in animation && animation.animationName === PULSE_ANIMATION);
    if (css) void css.ready.then(() => handOver(pulse, css), () => {});
  }
  return {
    pause(next) {
      paused = next;
      for (const animation of running) {
        if (next) animation.pause();
        else animation.play();
      }
    },
    stop() {
      stopped = true;
      for (const animation of running) animation.cancel();
      for (const pulse of pulses) pulse.style.animation = '';
    },
  };
}
