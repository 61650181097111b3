import { HERO, HERO_TAGS } from '@/lib/constants';
import { heroEntranceCss, pulseKeyframes } from './hero-entrance-css';
import { HERO_HIDDEN_ATTRIBUTE, HERO_SELECTORS } from './hero-parts';

const { word, tag, tagPulse } = HERO_SELECTORS;
const escape = (text: string) => text.replace(/[[\]().*+?^$|\\{}]/g, '\\$&');
/** The animation delays of the rules whose selector is `selector`, with `N` for each nth-child's number. */
const delays = (css: string, selector: string) =>
  [...css.matchAll(new RegExp(`${escape(selector).replaceAll('N', '\\d')}\\{animation-delay:(\\d+)ms\\}`, 'g'))].map((match) => Number(match[1]));

describe('heroEntranceCss', () => {
  const css = heroEntranceCss(4, 5);

  it(`brings the words in one by one, ${HERO.wordDelayMs} ms apart, once the gate has opened, under the motion class only`, () => {
    expect(css).toContain(`html.motion:not(.gate-closed) ${word}{animation:hero-word ${HERO.wordDurationMs}ms ease-out backwards}`);
    expect(delays(css, `${word}:nth-child(N)`)).toEqual([1, 2, 3].map((index) => index * HERO.wordDelayMs));
  });

  it('pulses the tags for good, staggered 1 s plus 0.4 s per tag, each loop the pulse and then the repeat delay', () => {
    expect(css).toContain(`${tagPulse}{animation:hero-tag-pulse ${HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs}ms infinite both}`);
    expect(delays(css, `${tag}:nth-child(N) ${tagPulse}`)).toEqual([1000, 1400, 1800, 2200, 2600]);
  });

  it('pauses the pulses while the hero is hidden, where they would be restyled on every frame for nobody', () => {
    expect(css).toContain(`html.motion:not(.gate-closed) [${HERO_HIDDEN_ATTRIBUTE}] ${tagPulse}{animation-play-state:paused}`);
  });
});

describe('pulseKeyframes', () => {
  /** Each property's values by keyframe offset (percent), as the browser reads them. */
  function track(property: string): Array<[number, string]> {
    return [...pulseKeyframes().matchAll(/([\d.]+)%\{([^}]*)\}/g)].flatMap(([, offset, body]) => {
      const value = new RegExp(`${property}:([^;]+)`).exec(body!)?.[1];
      return value === undefined ? [] : [[Number(offset), value] as [number, string]];
    });
  }
  const active = (HERO_TAGS.pulseMs / (HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs)) * 100;

  it('plays opacity 0 → 1 → 0 evenly over the pulse, then holds it for the repeat delay', () => {
    expect(track('opacity')).toEqual([
      [0, '0'],
      [expect.closeTo(active / 2, 3), '1'],
      [expect.closeTo(active, 3), '0'],
      [100, '0'],
    ]);
  });

  it('plays scale 0.2 → 1.2 → 1 → 0.2 evenly over the pulse, then holds it', () => {
    expect(track('transform')).toEqual([
      [0, 'scale(0.2)'],
      [expect.closeTo(active / 3, 3), 'scale(1.2)'],
      [expect.closeTo((active * 2) / 3, 3), 'scale(1)'],
      [expect.closeTo(active, 3), 'scale(0.2)'],
      [100, 'scale(0.2)'],
    ]);
  });

  it('eases each segment of the pulse in and out, and holds linearly', () => {
    expect(track('animation-timing-function').map(([, easing]) => easing)).toEqual([
      'ease-in-out',
      'ease-in-out',
      'ease-in-out',
      'ease-in-out',
      'linear',
      'linear',
    ]);
  });
});
