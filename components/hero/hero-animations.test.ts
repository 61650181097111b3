import { HERO_TAGS } from '@/lib/constants';
import { driftOffset, loopKeyframes, tagStartDelayMs } from './hero-animations';

describe('loopKeyframes', () => {
  it('plays the values over the active time, then holds the last one for the repeat delay', () => {
    const frames = loopKeyframes(HERO_TAGS.pulseScale, HERO_TAGS.pulseMs, HERO_TAGS.repeatDelayMs, (value) => ({ scale: value }));
    const active = HERO_TAGS.pulseMs / (HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs);
    expect(frames.map((frame) => frame.scale)).toEqual([0.2, 1.2, 1, 0.2, 0.2]);
    const offsets = frames.map((frame) => frame.offset as number);
    expect(offsets[0]).toBe(0);
    expect(offsets[1]).toBeCloseTo(active / 3, 10);
    expect(offsets[2]).toBeCloseTo((2 * active) / 3, 10);
    expect(offsets[3]).toBeCloseTo(active, 10);
    expect(offsets[4]).toBe(1);
  });

  it('needs no hold frame without a repeat delay', () => {
    const frames = loopKeyframes(HERO_TAGS.pulseOpacity, 1000, 0, (value) => ({ opacity: value }));
    expect(frames.map((frame) => [frame.opacity, frame.offset])).toEqual([
      [0, 0],
      [1, 0.5],
      [0, 1],
    ]);
  });
});

describe('tagStartDelayMs', () => {
  it('staggers the tags by 1 s plus 0.4 s per tag', () => {
    expect([0, 1, 2, 3, 4].map(tagStartDelayMs)).toEqual([1000, 1400, 1800, 2200, 2600]);
  });
});

describe('driftOffset', () => {
  it(`drifts at most ${HERO_TAGS.driftMaxPx} px on each axis, and not at all at the centre`, () => {
    for (let index = 0; index < 5; index++) {
      for (const [x, y] of [
        [0, 0],
        [1280, 800],
        [-500, 5000],
      ]) {
        const offset = driftOffset(index, x!, y!, 1280, 800);
        expect(Math.abs(offset.x)).toBeLessThanOrEqual(HERO_TAGS.driftMaxPx);
        expect(Math.abs(offset.y)).toBeLessThanOrEqual(HERO_TAGS.driftMaxPx);
      }
      const centre = driftOffset(index, 640, 400, 1280, 800);
      expect(Math.abs(centre.x) + Math.abs(centre.y)).toBe(0);
    }
    expect(Math.abs(driftOffset(0, 0, 0, 1280, 800).x)).toBe(HERO_TAGS.driftMaxPx);
  });
});
