import { HERO_TAGS } from '@/lib/constants';
import { driftReach, evenTimes, loopTrack } from './hero-animations';

describe('evenTimes', () => {
  it("spreads keyframes evenly from 0 to 1, as motion's times", () => {
    expect(evenTimes(3)).toEqual([0, 0.5, 1]);
    expect(evenTimes(4)).toEqual([0, 1 / 3, 2 / 3, 1]);
    expect(evenTimes(1)).toEqual([0]);
  });
});

describe('driftReach', () => {
  it(`keeps every tag within ${HERO_TAGS.driftMaxPx} px, the farthest at exactly that, alternating direction`, () => {
    const reaches = [0, 1, 2, 3, 4].map(driftReach);
    for (const reach of reaches) expect(Math.abs(reach)).toBeLessThanOrEqual(HERO_TAGS.driftMaxPx);
    expect(Math.max(...reaches.map(Math.abs))).toBe(HERO_TAGS.driftMaxPx);
    expect(reaches.map(Math.sign)).toEqual([1, -1, 1, -1, 1]);
  });
});

describe('loopTrack', () => {
  it('plays the values evenly over the active time, each segment eased, then holds the last one for the repeat delay', () => {
    const track = loopTrack(HERO_TAGS.pulseScale, HERO_TAGS.pulseMs, HERO_TAGS.repeatDelayMs);
    const active = HERO_TAGS.pulseMs / (HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs);
    expect(track.values).toEqual([0.2, 1.2, 1, 0.2, 0.2]);
    expect(track.times.map((time) => time / active)).toEqual([0, 1 / 3, 2 / 3, 1, 1 / active].map((time) => expect.closeTo(time, 10)));
    expect(track.ease).toEqual(['easeInOut', 'easeInOut', 'easeInOut', 'linear']);
    expect(loopTrack(HERO_TAGS.pulseOpacity, 4000, 3000)).toEqual({
      values: [0, 1, 0, 0],
      times: [0, 2 / 7, 4 / 7, 1].map((time) => expect.closeTo(time, 10)),
      ease: ['easeInOut', 'easeInOut', 'linear'],
    });
  });
});
