import { auditedAt, BUDGETS_OF_RECORD, CI_LINES, judge, missingComparisons, type Report, type Summary } from './lighthouse-budgets';

/** `performance` sets both scores, Lighthouse's and the judged one, unless `performanceCpu` is given too. */
const summary = (values: Partial<Summary> = {}): Summary => ({
  performance: 90,
  performanceCpu: values.performance ?? 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 100,
  cpuTbtX4: 40,
  cpuTbtX9: 100,
  cls: 0,
  failed: [],
  ...values,
});

/** The site beside a floor at LCP 1,200 ms and a reference at performance 90 and CPU-time TBT ×9 300 ms, as one run audits them. */
const run = (site: Partial<Summary>, extra: Report = {}): Report => ({
  'floor mobile': summary({ performance: 100, lcp: 1200, cpuTbtX9: 150 }),
  'site mobile': summary(site),
  'reference mobile': summary({ performance: 90, cpuTbtX9: 300 }),
  ...extra,
});

const lines = (report: Report, ci = false) => judge(report, { ci }).checks.map((check) => check.line);

describe('the Lighthouse budgets, drawn beside the reference and the floor of the same run', () => {
  it('print one line per budget: the value, its line, and ok or miss', () => {
    expect(lines(run({ performance: 91, cpuTbtX9: 105, lcp: 1380 }))).toEqual([
      'site mobile: accessibility 100 ≥ 100  ok',
      'site mobile: best practices 100 ≥ 100  ok',
      'site mobile: SEO 100 ≥ 100  ok',
      'site mobile: CLS 0.000 ≤ 0.01  ok',
      'site mobile: performance, TBT from CPU time, 91 ≥ reference 90  ok',
      'site mobile: CPU-time TBT ×9 105 ms ≤ 0.35× reference 300 ms → 105 ms  ok',
      'site mobile: LCP 1380 ms ≤ 1.15× floor 1200 ms → 1380 ms  ok',
    ]);
  });

  it("judge the performance score with TBT scored from the trace's CPU time, Lighthouse's own score not at all", () => {
    const simulatedLow = run({ performance: 70, performanceCpu: 92 });
    expect(judge(simulatedLow).failures).toEqual([]);
    const cpuLow = run({ performance: 99, performanceCpu: 89 });
    expect(judge(cpuLow).failures).toEqual(['site mobile: performance, TBT from CPU time, 89 ≥ reference 90  miss']);
  });

  it(`fail performance under the reference's, TBT over ${BUDGETS_OF_RECORD.tbtShareOfReference.site}× its TBT, LCP over ${BUDGETS_OF_RECORD.lcpOverFloor}× the floor's`, () => {
    const { failures, misses } = judge(run({ performance: 89, cpuTbtX9: 106, lcp: 1381 }));
    expect(failures).toEqual([
      'site mobile: performance, TBT from CPU time, 89 ≥ reference 90  miss',
      'site mobile: CPU-time TBT ×9 106 ms ≤ 0.35× reference 300 ms → 105 ms  miss',
      'site mobile: LCP 1381 ms ≤ 1.15× floor 1200 ms → 1380 ms  miss',
    ]);
    expect(misses).toEqual([]);
  });

  it('hold site+refresh to the same reference and floor, its TBT to ½ the reference\'s', () => {
    const { failures } = judge(run({}, { 'site+refresh mobile': summary({ performance: 80, cpuTbtX9: 150 }) }));
    expect(failures).toEqual(['site+refresh mobile: performance, TBT from CPU time, 80 ≥ reference 90  miss']);
    expect(judge(run({}, { 'site+refresh mobile': summary({ cpuTbtX9: 151 }) })).failures).toEqual(['site+refresh mobile: CPU-time TBT ×9 151 ms ≤ ½ reference 300 ms → 150 ms  miss']);
  });

  it("judge TBT on the trace's CPU time at ×9, Lighthouse's simulated TBT not at all", () => {
    const simulatedOver = run({ tbt: 900, cpuTbtX4: 0, cpuTbtX9: 105 }, { 'reference mobile': summary({ performance: 90, tbt: 40, cpuTbtX9: 300 }) });
    expect(judge(simulatedOver).failures).toEqual([]);
    const cpuOver = run({ tbt: 0, cpuTbtX4: 0, cpuTbtX9: 106 }, { 'reference mobile': summary({ performance: 90, tbt: 900, cpuTbtX4: 900, cpuTbtX9: 300 }) });
    expect(judge(cpuOver).failures).toEqual(['site mobile: CPU-time TBT ×9 106 ms ≤ 0.35× reference 300 ms → 105 ms  miss']);
  });

  it("hold each language's page (site@de) to its site's budgets, beside the same reference and floor", () => {
    const { failures } = judge(run({}, { 'site@de mobile': summary({ cpuTbtX9: 106 }), 'site+refresh@ar mobile': summary({ lcp: 1381, cls: 0.02 }) }));
    expect(failures).toEqual([
      'site@de mobile: CPU-time TBT ×9 106 ms ≤ 0.35× reference 300 ms → 105 ms  miss',
      'site+refresh@ar mobile: CLS 0.020 ≤ 0.01  miss',
      'site+refresh@ar mobile: LCP 1381 ms ≤ 1.15× floor 1200 ms → 1380 ms  miss',
    ]);
    expect(missingComparisons(['site@de'], ['mobile'])).toEqual(['reference', 'floor']);
  });

  it('judge the default ×4 line never, and CLS and the other categories on every form factor', () => {
    const report = run({}, { 'site mobile-x4': summary({ performance: 50, tbt: 900, cpuTbtX9: 900, cls: 0.3 }), 'site desktop': summary({ accessibility: 96, failed: ['color-contrast'], cls: 0.02 }) });
    expect(judge(report).failures).toEqual(['site desktop: accessibility 96 ≥ 100 (color-contrast)  miss', 'site desktop: CLS 0.020 ≤ 0.01  miss']);
  });

  it(`hold the site's first paint with throttling applied in the browser to ${BUDGETS_OF_RECORD.fcpOverFloorApplied}× the floor's there, and nothing else there but CLS and the categories`, () => {
    const applied = (fcp: number) => run({}, { 'floor mobile-applied': summary({ fcp: 1000 }), 'site mobile-applied': summary({ fcp, cpuTbtX9: 5000, performanceCpu: 10 }) });
    expect(lines(applied(1500)).filter((line) => line.includes('mobile-applied'))).toEqual([
      'site mobile-applied: accessibility 100 ≥ 100  ok',
      'site mobile-applied: best practices 100 ≥ 100  ok',
      'site mobile-applied: SEO 100 ≥ 100  ok',
      'site mobile-applied: CLS 0.000 ≤ 0.01  ok',
      'site mobile-applied: FCP 1500 ms ≤ 1.5× floor 1000 ms → 1500 ms  ok',
    ]);
    expect(judge(applied(1501)).failures).toEqual(['site mobile-applied: FCP 1501 ms ≤ 1.5× floor 1000 ms → 1500 ms  miss']);
  });

  it('under --ci report a miss within the CI lines and fail past them; CLS and the categories have none', () => {
    const within = judge(run({ performance: 90 - CI_LINES.site.performanceUnderReference, cpuTbtX9: 300 * CI_LINES.site.tbtOverReference, lcp: 1560 }), { ci: true });
    expect(within.failures).toEqual([]);
    expect(within.misses).toEqual([
      'site mobile: performance, TBT from CPU time, 85 ≥ reference 90  miss, within the CI line 85 (reference − 5)',
      'site mobile: CPU-time TBT ×9 300 ms ≤ 0.35× reference 300 ms → 105 ms  miss, within the CI line 300 ms (1× reference)',
      'site mobile: LCP 1560 ms ≤ 1.15× floor 1200 ms → 1380 ms  miss, within the CI line 1560 ms (1.3× floor)',
    ]);
    const past = judge(run({ performance: 84, cpuTbtX9: 301, lcp: 1561, cls: 0.02 }), { ci: true });
    expect(past.failures).toEqual([
      'site mobile: CLS 0.020 ≤ 0.01  miss',
      'site mobile: performance, TBT from CPU time, 84 ≥ reference 90  miss, past the CI line 85 (reference − 5)',
      'site mobile: CPU-time TBT ×9 301 ms ≤ 0.35× reference 300 ms → 105 ms  miss, past the CI line 300 ms (1× reference)',
      'site mobile: LCP 1561 ms ≤ 1.15× floor 1200 ms → 1380 ms  miss, past the CI line 1560 ms (1.3× floor)',
    ]);
  });

  it('hold the page at scale to the reference and to its own floor', () => {
    const scale = (values: Partial<Summary>) => ({
      'scale-floor mobile': summary({ lcp: 2000 }),
      'scale mobile': summary(values),
      'reference mobile': summary({ performance: 90, cpuTbtX9: 300 }),
    });
    expect(lines(scale({ performance: 90, lcp: 2300, cpuTbtX9: 150 }))).toEqual([
      'scale mobile: performance, TBT from CPU time, 90 ≥ reference 90  ok',
      'scale mobile: CPU-time TBT ×9 150 ms ≤ ½ reference 300 ms → 150 ms  ok',
      'scale mobile: LCP 2300 ms ≤ 1.15× scale-floor 2000 ms → 2300 ms  ok',
    ]);
    expect(judge(scale({ performance: 89, lcp: 2301, cpuTbtX9: 151 })).failures).toHaveLength(3);
    const ci = judge(scale({ performance: 85, lcp: 3200, cpuTbtX9: 450 }), { ci: true });
    expect([ci.failures, ci.misses]).toEqual([
      [],
      [
        'scale mobile: performance, TBT from CPU time, 85 ≥ reference 90  miss, within the CI line 85 (reference − 5)',
        'scale mobile: CPU-time TBT ×9 450 ms ≤ ½ reference 300 ms → 150 ms  miss, within the CI line 450 ms (1.5× reference)',
        'scale mobile: LCP 3200 ms ≤ 1.15× scale-floor 2000 ms → 2300 ms  miss, within the CI line 3200 ms (1.6× scale-floor)',
      ],
    ]);
    expect(judge(scale({ performance: 84, cpuTbtX9: 451 }), { ci: true }).failures).toEqual([
      'scale mobile: performance, TBT from CPU time, 84 ≥ reference 90  miss, past the CI line 85 (reference − 5)',
      'scale mobile: CPU-time TBT ×9 451 ms ≤ ½ reference 300 ms → 150 ms  miss, past the CI line 450 ms (1.5× reference)',
    ]);
  });

  it('cannot judge without the targets a budget is drawn beside, and says which', () => {
    const withoutReference = Object.fromEntries(Object.entries(run({})).filter(([name]) => name !== 'reference mobile'));
    expect(() => judge(withoutReference)).toThrow('drawn beside "reference" on calibrated mobile, which this run did not audit');
    expect(() => judge({ 'scale mobile': summary() })).toThrow('"reference", "scale-floor"');
    // Desktop alone has no relative budget.
    expect(judge({ 'site desktop': summary() }).failures).toEqual([]);
    expect(missingComparisons(['scale', 'reference'], ['mobile'])).toEqual(['scale-floor']);
    expect(missingComparisons(['site', 'floor', 'reference'], ['mobile', 'desktop'])).toEqual([]);
    expect(missingComparisons(['site'], ['desktop'])).toEqual([]);
  });

  it('under --ci audit the floors, the reference and the scale site on calibrated mobile alone, where their budgets are drawn', () => {
    for (const target of ['floor', 'floor+gate', 'reference', 'scale-floor', 'scale']) {
      expect(auditedAt(target, 'mobile', { ci: true })).toBe(true);
      expect(auditedAt(target, 'desktop', { ci: true })).toBe(false);
      expect(auditedAt(target, 'desktop')).toBe(true);
    }
    for (const target of ['site', 'site+refresh', 'site@de']) expect(auditedAt(target, 'desktop', { ci: true })).toBe(true);
    // What is left out judges nothing: the sites' desktop lines stand alone.
    const report = Object.fromEntries(Object.entries(run({})).filter(([name]) => auditedAt(name.split(' ')[0]!, name.split(' ')[1]!, { ci: true })));
    expect(judge({ ...report, 'site desktop': summary({ cls: 0.02 }) }, { ci: true }).failures).toEqual(['site desktop: CLS 0.020 ≤ 0.01  miss']);
  });
});
