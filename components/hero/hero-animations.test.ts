import { HERO_TAGS } from '@/lib/constants';
import { driftReach, evenTimes } from './hero-animations';

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
