import { PULSE_ANIMATION } from './hero-parts';

type Pulses = { pause: (paused: boolean) => void; stop: () => void };

/**
 * Each tag's pulse, handed from its CSS animation to a Web Animation of the same keyframes and
 * timing, on the same clock: it goes on from where it was. The CSS starts the loop with the gate, no
 * script needed; once script runs, the loop is better off as a Web Animation. A CSS animation that
 * repeats has the browser dispatch animationiteration at each repeat, once any listener for it exists,
 * and React's root listens for every event: on this page the main thread woke for a frame six times a
 * second while nothing happened (ad hoc trace: 25 to 30 frames in 5 s at rest, none after the handover), each
 * restyling the five tags, and a tap that met one waited for it. Web Animations send no such events.
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
    // Started by the gate's opening, so almost always running by now; a pending start is waited for.
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
