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
  const found = pulses.flatMap((pulse) => {
    const css = pulse.getAnimations().find((animation): animation is CSSAnimation => 'animationName' in animation && animation.animationName === PULSE_ANIMATION);
    return css ? [{ pulse, css }] : [];
  });
  // All read, then all written: a read after a write restyles again. The copy constructor is native, several times faster.
  void Promise.allSettled(found.map(({ css }) => css.ready)).then((ready) => {
    if (stopped) return;
    const taken = found.flatMap(({ pulse, css }, index) =>
      ready[index]!.status === 'fulfilled' && css.effect instanceof KeyframeEffect
        ? [{ pulse, effect: new KeyframeEffect(css.effect), startTime: css.startTime, currentTime: css.currentTime }]
        : [],
    );
    for (const { pulse, effect, startTime, currentTime } of taken) {
      const animation = new Animation(effect, document.timeline);
      animation.id = PULSE_ANIMATION;
      if (startTime !== null && !paused) animation.startTime = startTime;
      else {
        animation.currentTime = currentTime;
        if (!paused) animation.play();
      }
      pulse.style.animation = 'none';
      running.push(animation);
    }
  });
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
