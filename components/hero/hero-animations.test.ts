import { HERO_TAGS } from '@/lib/constants';
import { driftReach } from './hero-animations';

describe('driftReach', () => {
  it(`keeps every tag within ${HERO_TAGS.driftMaxPx} px, the farthest at exactly that, alternating direction`, () => {
    const reaches = [0, 1, 2, 3, 4].map(driftReach);
    for (const reach of reaches) expect(Math.abs(reach)).toBeLessThanOrEqual(HERO_TAGS.driftMaxPx);
    expect(Math.max(...reaches.map(Math.abs))).toBe(HERO_TAGS.driftMaxPx);
    expect(reaches.map(Math.sign)).toEqual([1, -1, 1, -1, 1]);
  });
});
