import { heroEntrances, startHeroEntrances } from './hero-entrances';
import { PULSE_ANIMATION } from './hero-parts';

type Pulses = { pause: (paused: boolean) => void; stop: () => void };

const pulsesOn = (pulses: HTMLElement[]) => pulses.flatMap((pulse) => pulse.getAnimations().filter((animation) => animation.id === PULSE_ANIMATION));

/**
 * The pulses the page's own script started as the gate opened (hero-entrances.ts), paused while the hero
 * is unseen; a pulse that was stopped (reduced motion asked for, then not) starts again from its stagger.
 */
export function pulseControls(pulses: HTMLElement[]): Pulses {
  let running = pulsesOn(pulses);
  if (running.length === 0) {
    startHeroEntrances(heroEntrances(), PULSE_ANIMATION);
    running = pulsesOn(pulses);
  }
  return {
    pause(paused) {
      for (const animation of running) {
        if (paused) animation.pause();
        else animation.play();
      }
    },
    stop() {
      for (const animation of running) animation.cancel();
      running = [];
    },
  };
}
