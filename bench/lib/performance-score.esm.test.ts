import { performanceWithTbt } from './performance-score';

/** A result as Lighthouse 12 weighs mobile performance: FCP 10, SI 10, LCP 25, TBT 30, CLS 25. */
const result = (tbtScore: number) => ({
  categories: {
    performance: {
      auditRefs: [
        { id: 'first-contentful-paint', weight: 10 },
        { id: 'speed-index', weight: 10 },
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'interactive', weight: 0 },
      ],
    },
  },
  audits: {
    'first-contentful-paint': { score: 0.8 },
    'speed-index': { score: 0.9 },
    'largest-contentful-paint': { score: 0.9 },
    'total-blocking-time': { score: tbtScore, scoringOptions: { p10: 200, median: 600 } },
    'cumulative-layout-shift': { score: 1 },
    interactive: { score: 0 },
  },
});

describe("Lighthouse's performance score with TBT from the trace's CPU time", () => {
  it('scores that TBT on the audit\'s own curve, the other metrics as Lighthouse did', () => {
    // 0.1·0.8 + 0.1·0.9 + 0.25·0.9 + 0.3·tbt + 0.25·1
    const others = 0.08 + 0.09 + 0.225 + 0.25;
    expect(performanceWithTbt(result(0.1), 0)).toBeCloseTo(others + 0.3, 6);
    expect(performanceWithTbt(result(0.1), 600)).toBeCloseTo(others + 0.3 * 0.5, 2);
    expect(performanceWithTbt(result(0.1), 200)).toBeCloseTo(others + 0.3 * 0.9, 2);
  });

  it('gives the simulation\'s score back when both TBTs score alike, and ignores what weighs nothing', () => {
    expect(performanceWithTbt(result(1), 0)).toBeCloseTo(performanceWithTbt(result(0), 0), 6);
    expect(performanceWithTbt({ categories: {}, audits: {} }, 0)).toBe(0);
  });
});
