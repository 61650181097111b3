// The budgets `npm run lighthouse` and `npm run scale` hold the medians to.
// Mobile is judged under the CPU multiplier calibrated to the host; the default ×4 line is reported
// beside it, never judged.

export type Summary = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
};

/** Keys are `<target> <form factor>`, e.g. "site mobile", "floor mobile", "reference mobile". */
export type Report = Record<string, Summary>;

export const BUDGETS = { mobilePerformance: 99, lcpOverFloor: 1.15, tbtMs: 100, otherCategories: 100, cls: 0.01, scaleMobilePerformance: 97 };
/**
 * Where --ci fails instead; the budgets are still reported. Calibrated mobile performance and TBT
 * are drawn beside the reference audited in the same run: a 2-core host without a GPU, calibrated
 * to ×8, leaves even the no-JS floor at TBT 160 to 220 ms. The site fails more than 15 points under
 * the reference or past 8× its TBT (measured there: the site 72 and 2.5×; with the refresh 70, and
 * 3.7× to 5.4× run by run). That catches an upgrade that makes the page much heavier, not noise.
 */
export const CI_LINES = { performanceUnderReference: 15, tbtOverReference: 8, lcpOverFloor: 1.3, scaleMobilePerformance: 90 };
/** The budget of record where a host cannot show the absolute one: the site beside the smallest App Router export. */
export const BESIDE_REFERENCE = { tbtShare: 1 / 3 };

export const CALIBRATED = 'mobile';
export const DEFAULT_X4 = 'mobile-x4';

export type Verdict = { failures: string[]; misses: string[]; notes: string[] };

const SITES = /^site(\+refresh)?$/;

export function judge(report: Report, { ci = false } = {}): Verdict {
  const verdict: Verdict = { failures: [], misses: [], notes: [] };
  /** A budget missed fails past the line that applies; under --ci, a miss within the CI line is reported only. */
  const hold = (what: string, value: number, budget: number, ciLine: number, worse: (value: number, line: number) => boolean, excuse?: string) => {
    if (!worse(value, budget)) return;
    const line = ci ? ciLine : budget;
    const text = `${what}: ${value} (budget ${budget}${ci ? `, CI line ${ciLine}` : ''})`;
    if (excuse) verdict.notes.push(`${text}; ${excuse}`);
    else (worse(value, line) ? verdict.failures : verdict.misses).push(text);
  };
  const under = (value: number, line: number) => value < line;
  const over = (value: number, line: number) => value > line;

  for (const [name, s] of Object.entries(report)) {
    const [target = '', formFactor = ''] = name.split(' ');
    if (formFactor === DEFAULT_X4 || target.startsWith('floor') || target === 'reference') continue;
    if (target === 'scale') {
      if (formFactor === CALIBRATED) hold(`${name} performance`, s.performance, BUDGETS.scaleMobilePerformance, CI_LINES.scaleMobilePerformance, under);
      continue;
    }
    if (!SITES.test(target)) continue;
    for (const category of ['accessibility', 'bestPractices', 'seo'] as const) {
      if (s[category] < BUDGETS.otherCategories) verdict.failures.push(`${name}: ${category} ${s[category]} < ${BUDGETS.otherCategories} (${s.failed.join(', ')})`);
    }
    if (s.cls > BUDGETS.cls) verdict.failures.push(`${name}: CLS ${s.cls} > ${BUDGETS.cls}`);
    if (formFactor !== CALIBRATED) continue;
    const reference = report[`reference ${formFactor}`];
    const besideReference = reference && s.performance >= reference.performance && s.tbt <= reference.tbt * BESIDE_REFERENCE.tbtShare;
    const excuse = besideReference
      ? `met beside the reference, the budget of record on a noisy host (perf ${s.performance} ≥ its ${reference.performance}, TBT ${Math.round(s.tbt)} ms ≤ a third of its ${Math.round(reference.tbt)} ms)`
      : undefined;
    if (ci && !reference) throw new Error(`--ci draws ${name}'s performance and TBT lines beside the reference: audit the "reference" target too.`);
    const ciPerformance = reference ? reference.performance - CI_LINES.performanceUnderReference : 0;
    const ciTbt = reference ? Math.round(reference.tbt * CI_LINES.tbtOverReference) : 0;
    hold(`${name} performance`, s.performance, BUDGETS.mobilePerformance, ciPerformance, under, excuse);
    hold(`${name} TBT ms`, Math.round(s.tbt), BUDGETS.tbtMs, ciTbt, over, excuse);
    const floor = report[`${target.replace(SITES, 'floor')} ${formFactor}`];
    if (floor) {
      const ratio = Number((s.lcp / floor.lcp).toFixed(2));
      verdict.notes.push(`${name}: LCP ${Math.round(s.lcp)} ms is ${ratio}× the floor's ${Math.round(floor.lcp)} ms`);
      hold(`${name} LCP ÷ floor`, ratio, BUDGETS.lcpOverFloor, CI_LINES.lcpOverFloor, over);
    }
  }
  return verdict;
}
