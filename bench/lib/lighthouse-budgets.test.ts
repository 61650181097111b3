import { BUDGETS, judge, type Report, type Summary } from './lighthouse-budgets';

const summary = (values: Partial<Summary> = {}): Summary => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1200,
  tbt: 40,
  cls: 0,
  failed: [],
  ...values,
});

const withFloor = (site: Partial<Summary>, extra: Report = {}): Report => ({
  'floor mobile': summary({ lcp: 1200, tbt: 10 }),
  'site mobile': summary(site),
  ...extra,
});

describe('the Lighthouse budgets', () => {
  it('pass a site at 99 with TBT 100 ms and LCP 1.15× the floor', () => {
    expect(judge(withFloor({ performance: 99, tbt: 100, lcp: 1380 })).failures).toEqual([]);
  });

  it(`fail a calibrated mobile score under ${BUDGETS.mobilePerformance}, TBT over ${BUDGETS.tbtMs} ms and LCP over ${BUDGETS.lcpOverFloor}× the floor`, () => {
    const { failures } = judge(withFloor({ performance: 98, tbt: 101, lcp: 1393 }));
    expect(failures).toEqual([
      'site mobile performance: 98 (budget 99)',
      'site mobile TBT ms: 101 (budget 100)',
      'site mobile LCP ÷ floor: 1.16 (budget 1.15)',
    ]);
  });

  it('judge the default ×4 line never, and the other categories and CLS on every form factor', () => {
    const report = withFloor({}, { 'site mobile-x4': summary({ performance: 80, tbt: 600 }), 'site desktop': summary({ accessibility: 96, failed: ['color-contrast'], cls: 0.02 }) });
    expect(judge(report).failures).toEqual(['site desktop: accessibility 96 < 100 (color-contrast)', 'site desktop: CLS 0.02 > 0.01']);
  });

  it('under --ci report the score and fail only past the CI lines, TBT drawn beside the reference of the same run', () => {
    const reference = { 'reference mobile': summary({ performance: 79, tbt: 875 }) };
    const verdict = judge(withFloor({ performance: 72, tbt: 2218 }, reference), { ci: true });
    expect(verdict.failures).toEqual([]);
    expect(verdict.misses).toEqual(['site mobile performance: 72 (budget 99, reported only under --ci)', 'site mobile TBT ms: 2218 (budget 100, CI line 7000)']);
    expect(judge(withFloor({ performance: 60, tbt: 7001 }, reference), { ci: true }).failures).toEqual(['site mobile TBT ms: 7001 (budget 100, CI line 7000)']);
    expect(() => judge(withFloor({ performance: 96 }), { ci: true })).toThrow('audit the "reference" target too');
  });

  it('accept performance and TBT beside the reference export: its score or better, a third of its TBT or less', () => {
    const reference = { 'reference mobile': summary({ performance: 93, tbt: 327 }) };
    const beside = judge(withFloor({ performance: 97, tbt: 109 }, reference));
    expect(beside.failures).toEqual([]);
    expect(beside.notes.join('\n')).toContain('met beside the reference');
    expect(judge(withFloor({ performance: 97, tbt: 110 }, reference)).failures).toEqual(['site mobile performance: 97 (budget 99)', 'site mobile TBT ms: 110 (budget 100)']);
  });

  it(`hold the scale page to ${BUDGETS.scaleMobilePerformance} on calibrated mobile`, () => {
    expect(judge({ 'scale mobile': summary({ performance: 96 }) }).failures).toEqual(['scale mobile performance: 96 (budget 97)']);
    expect(judge({ 'scale mobile': summary({ performance: 97 }) }).failures).toEqual([]);
  });
});
