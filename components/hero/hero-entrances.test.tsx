import { GATE_CLOSED_CLASS, GATE_OPEN, MOTION_CLASS } from '@/components/first-paint/gate-signals';
import { HERO, HERO_TAGS } from '@/lib/constants';
import { heroEntrances, heroEntrancesScript, pulseKeyframes, WORD_ANIMATION } from './hero-entrances';
import { heroPart, PULSE_ANIMATION } from './hero-parts';
import { pulseControls } from './tag-pulses';

type Started = { element: Element; keyframes: Keyframe[]; timing: KeyframeAnimationOptions; animation: Animation };

/** jsdom has no Web Animations: each animate() call is recorded, and answers a stand-in Animation that getAnimations() lists. */
let started: Started[];
beforeEach(() => {
  started = [];
  Element.prototype.animate = function animate(this: Element, keyframes: Keyframe[], timing: KeyframeAnimationOptions) {
    const animation = { id: '', pause: jest.fn(), play: jest.fn(), cancel: jest.fn() } as unknown as Animation;
    started.push({ element: this, keyframes, timing, animation });
    return animation;
  } as Element['animate'];
  Element.prototype.getAnimations = function getAnimations(this: Element) {
    return started.filter((entry) => entry.element === this && !(entry.animation.cancel as jest.Mock).mock.calls.length).map((entry) => entry.animation);
  };
  document.documentElement.className = GATE_CLOSED_CLASS;
  const words = ['Blending', 'technical', 'skills'].map((word) => `<span ${Object.keys(heroPart('word'))[0]}>${word}</span>`).join(' ');
  const pulses = HERO_TAGS.colors.map(() => `<li><span ${Object.keys(heroPart('tagPulse'))[0]}></span></li>`).join('');
  document.body.innerHTML = `<h1>${words}</h1><ul>${pulses}</ul>`;
});

/** The page's script as the browser runs it: its text alone. */
const runScript = () => new Function(heroEntrancesScript())();
const openGate = () => {
  document.documentElement.classList.remove(GATE_CLOSED_CLASS);
  window.dispatchEvent(new Event(GATE_OPEN));
};
const of = (id: string) => started.filter((entry) => entry.animation.id === id);
/** When a word's entrance runs, in ms from the gate: from its last keyframe at opacity 0 to its first at 1. */
const entranceOf = ({ keyframes, timing }: Started) => {
  const rise = keyframes.findIndex((frame) => frame.opacity === 1);
  const duration = Number(timing.duration);
  return { from: keyframes[rise - 1]!.offset! * duration, to: keyframes[rise]!.offset! * duration, easing: keyframes[rise - 1]!.easing };
};

describe("the hero's entrance, started by the page's own script as the gate opens", () => {
  it(`brings the words in one by one, ${HERO.wordDelayMs} ms apart, each over ${HERO.wordDurationMs} ms and then letting go of its word`, () => {
    document.documentElement.classList.add(MOTION_CLASS);
    runScript();
    expect(started).toEqual([]);
    openGate();
    const words = of(WORD_ANIMATION);
    expect(words.map((word) => word.element.textContent)).toEqual(['Blending', 'technical', 'skills']);
    expect(words.map(entranceOf)).toEqual(
      [0, 1, 2].map((index) => ({ from: index * HERO.wordDelayMs, to: index * HERO.wordDelayMs + HERO.wordDurationMs, easing: 'ease-out' })),
    );
    // All at once and over together, none delayed: a delayed animation has the main thread draw
    // every frame until it starts.
    const total = 2 * HERO.wordDelayMs + HERO.wordDurationMs;
    for (const { timing, keyframes } of words) {
      expect(timing).toMatchObject({ duration: total, easing: 'linear', fill: 'backwards', iterations: 1, iterationStart: 0 });
      expect(timing.delay).toBeUndefined();
      expect(keyframes[0]).toMatchObject({ offset: 0, opacity: 0, transform: 'translateY(0.35em)' });
      expect(keyframes.at(-1)).toMatchObject({ offset: 1, opacity: 1, transform: 'none' });
    }
  });

  it('pulses the tags for good, staggered 1 s plus 0.4 s per tag, each loop the pulse and then the repeat delay', () => {
    document.documentElement.classList.add(MOTION_CLASS);
    runScript();
    openGate();
    const pulses = of(PULSE_ANIMATION);
    const period = HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs;
    // Each starts in its loop's held end, as far from the next loop as its stagger: not delayed.
    expect(pulses.map((pulse) => Math.round((1 - pulse.timing.iterationStart!) * period))).toEqual([1000, 1400, 1800, 2200, 2600]);
    for (const { timing, keyframes } of pulses) {
      expect(timing).toMatchObject({ duration: period, fill: 'both', iterations: Infinity });
      expect(timing.delay).toBeUndefined();
      expect(keyframes).toEqual(pulseKeyframes());
    }
  });

  it('starts nothing under reduced motion (no motion class), and at once when the gate has already opened', () => {
    runScript();
    openGate();
    expect(started).toEqual([]);
    document.documentElement.classList.add(MOTION_CLASS);
    runScript();
    expect(of(WORD_ANIMATION)).toHaveLength(3);
  });

  it('pauses and plays the running pulses, and starts them again from their stagger once stopped', () => {
    document.documentElement.classList.add(MOTION_CLASS);
    runScript();
    openGate();
    const elements = [...document.querySelectorAll<HTMLElement>('[data-hero-tag-pulse]')];
    const controls = pulseControls(elements);
    controls.pause(true);
    for (const { animation } of of(PULSE_ANIMATION)) expect(animation.pause).toHaveBeenCalledTimes(1);
    controls.pause(false);
    for (const { animation } of of(PULSE_ANIMATION)) expect(animation.play).toHaveBeenCalledTimes(1);
    controls.stop();
    for (const { animation } of of(PULSE_ANIMATION)) expect(animation.cancel).toHaveBeenCalledTimes(1);
    pulseControls(elements);
    expect(of(PULSE_ANIMATION)).toHaveLength(HERO_TAGS.colors.length * 2);
    expect(of(WORD_ANIMATION)).toHaveLength(3);
  });
});

describe('pulseKeyframes', () => {
  const track = (property: 'opacity' | 'transform') =>
    pulseKeyframes().flatMap((frame) => (property in frame ? [[frame.offset, String(frame[property])] as [number, string]] : []));
  const active = HERO_TAGS.pulseMs / (HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs);

  it('plays opacity 0 → 1 → 0 evenly over the pulse, then holds it for the repeat delay', () => {
    expect(track('opacity')).toEqual([
      [0, '0'],
      [expect.closeTo(active / 2, 5), '1'],
      [expect.closeTo(active, 5), '0'],
      [1, '0'],
    ]);
  });

  it('plays scale 0.2 → 1.2 → 1 → 0.2 evenly over the pulse, then holds it', () => {
    expect(track('transform')).toEqual([
      [0, 'scale(0.2)'],
      [expect.closeTo(active / 3, 5), 'scale(1.2)'],
      [expect.closeTo((active * 2) / 3, 5), 'scale(1)'],
      [expect.closeTo(active, 5), 'scale(0.2)'],
      [1, 'scale(0.2)'],
    ]);
  });

  it('ends where it starts, held for longer than the last tag waits: a loop started in its held end shows what a delay would', () => {
    const [first, ...rest] = pulseKeyframes();
    const held = rest.filter((frame) => frame.offset! >= HERO_TAGS.pulseMs / (HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs));
    for (const frame of held) expect({ opacity: frame.opacity, transform: frame.transform }).toEqual({ opacity: first!.opacity, transform: first!.transform });
    expect(HERO_TAGS.staggerBaseMs + (HERO_TAGS.colors.length - 1) * HERO_TAGS.staggerStepMs).toBeLessThanOrEqual(HERO_TAGS.repeatDelayMs);
  });

  it('eases each segment of the pulse in and out, and holds linearly', () => {
    expect(pulseKeyframes().map((frame) => frame.easing)).toEqual(['ease-in-out', 'ease-in-out', 'ease-in-out', 'ease-in-out', 'linear', 'linear']);
  });
});

it("escapes '<' in the script's config, so that no value can close the <script> it sits in", () => {
  expect(heroEntrancesScript()).not.toContain('</');
  expect(JSON.stringify(heroEntrances())).toContain('[data-hero-word]');
});
