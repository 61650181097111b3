// Each budget is drawn beside targets audited in the same run: TBT grows faster than the CPU
// multiplier, so no absolute line means the same on two hosts. Only calibrated mobile is judged.
// TBT is judged on each trace's thread CPU time at a fixed ×9 (cpu-time-tbt.ts), which a shared
// host neither stretches nor calibrates low; Lighthouse's simulated TBT is reported beside it. So is
// the performance score: judged with its TBT scored from that figure, Lighthouse's own beside it.
import { baseTarget } from './lighthouse-targets';

export type Summary = {
  /** Lighthouse's score: information beside the one judged. */
  performance: number;
  /** Lighthouse's score with TBT scored from the trace's CPU time at ×9 (cpu-time-tbt.ts): judged. */
  performanceCpu: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  /** Lighthouse's simulated TBT: information, not judged. */
  tbt: number;
  /** Blocking time from the trace's thread CPU time at a fixed ×4 and ×9; the ×9 is judged. */
  cpuTbtX4: number;
  cpuTbtX9: number;
  cls: number;
  failed: string[];
};

/** Keys are `<target> <form factor>`, e.g. "site mobile". */
export type Report = Record<string, Summary>;

export const CALIBRATED = 'mobile';
export const DEFAULT_X4 = 'mobile-x4';
/**
 * Throttling applied in the browser (Lighthouse's devtools method: its slow 4G and ×4 CPU) rather than
 * simulated: the gate's wait for the fonts and the page's load is paid as a phone pays it. Only the
 * first paint is judged there; its TBT figures come from a trace already slowed, so they are not.
 */
export const APPLIED = 'mobile-applied';

/** The site's TBT line sits a margin under the ½ that site+refresh and the page at scale hold (issue 57): single runs swing. */
export const BUDGETS_OF_RECORD = {
  tbtShareOfReference: { site: 0.35, 'site+refresh': 0.5, scale: 0.5 } as Record<string, number>,
  lcpOverFloor: 1.15,
  /** Issue 67: with applied throttling the site's FCP within 1.5× the no-JavaScript floor's. */
  fcpOverFloorApplied: 1.5,
  cls: 0.01,
  otherCategories: 100,
};
/**
 * Where --ci fails: a shared host's noise stays within them, a page that got much heavier does not.
 * Single runs of the site's simulated TBT have read up to 0.77× the reference's, their medians 0 to
 * 0.2×; the site's performance 96 to 100 against the reference's 89 to 95 (docs/performance.md).
 * The TBT lines were drawn from that simulated TBT and now hold the CPU-time ×9 figure.
 */
export const CI_LINES = {
  site: { performanceUnderReference: 5, tbtOverReference: 1, lcpOverFloor: 1.3 },
  scale: { performanceUnderReference: 5, tbtOverReference: 1.5, lcpOverFloor: 1.6 },
};

const SITES = ['site', 'site+refresh'];
const COMPARED_WITH: Record<string, { reference: string; floor: string }> = {
  site: { reference: 'reference', floor: 'floor' },
  'site+refresh': { reference: 'reference', floor: 'floor' },
  scale: { reference: 'reference', floor: 'scale-floor' },
};

// A language's page (`site@de`) is held to its site's budgets, beside the same reference and floor:
// the floor is the default language's page without scripts, which differs from its own by words only.
const comparisonsOf = (targets: readonly string[]) => [...new Set(targets.flatMap((target) => Object.values(COMPARED_WITH[baseTarget(target)] ?? {})))];

/**
 * Under --ci, every target is audited on calibrated mobile, where the budgets are drawn; the other
 * form factors audit the sites alone, whose other categories and CLS are judged at each.
 */
export function auditedAt(target: string, formFactor: string, { ci = false } = {}): boolean {
  return !ci || formFactor === CALIBRATED || SITES.includes(baseTarget(target));
}

/** A relative budget cannot be judged without what it is drawn beside. */
export function missingComparisons(targets: readonly string[], formFactors: readonly string[]): string[] {
  return formFactors.includes(CALIBRATED) ? comparisonsOf(targets).filter((target) => !targets.includes(target)) : [];
}

type Check = { line: string; status: 'ok' | 'miss' | 'fail' };
export type Verdict = { checks: Check[]; failures: string[]; misses: string[] };

const ms = (value: number) => `${Math.round(value)} ms`;
const share = (value: number) => (value === 0.5 ? '½' : `${value}×`);

export function judge(report: Report, { ci = false } = {}): Verdict {
  const checks: Check[] = [];
  /** Missed, a budget fails; under --ci only past its CI line, and always where it has none. */
  const hold = (text: string, met: boolean, ciLine?: { met: boolean; text: string }) => {
    if (met) checks.push({ line: `${text}  ok`, status: 'ok' });
    else if (!ci || !ciLine) checks.push({ line: `${text}  miss`, status: 'fail' });
    else if (ciLine.met) checks.push({ line: `${text}  miss, within the CI line ${ciLine.text}`, status: 'miss' });
    else checks.push({ line: `${text}  miss, past the CI line ${ciLine.text}`, status: 'fail' });
  };

  const calibrated = Object.keys(report)
    .filter((name) => name.endsWith(` ${CALIBRATED}`))
    .map((name) => name.slice(0, -` ${CALIBRATED}`.length));
  const missing = comparisonsOf(calibrated).filter((target) => !calibrated.includes(target));
  if (missing.length) {
    const names = missing.map((target) => `"${target}"`).join(', ');
    throw new Error(`The budgets are drawn beside ${names} on calibrated mobile, which this run did not audit: add ${missing.length > 1 ? 'them' : 'it'} to --targets.`);
  }

  for (const [name, s] of Object.entries(report)) {
    const [target = '', formFactor = ''] = name.split(' ');
    const base = baseTarget(target);
    if (formFactor === DEFAULT_X4 || !COMPARED_WITH[base]) continue;
    const isSite = SITES.includes(base);
    if (isSite) {
      for (const [category, label] of [
        ['accessibility', 'accessibility'],
        ['bestPractices', 'best practices'],
        ['seo', 'SEO'],
      ] as const) {
        const failed = s[category] < BUDGETS_OF_RECORD.otherCategories && s.failed.length ? ` (${s.failed.join(', ')})` : '';
        hold(`${name}: ${label} ${s[category]} ≥ ${BUDGETS_OF_RECORD.otherCategories}${failed}`, s[category] >= BUDGETS_OF_RECORD.otherCategories);
      }
      hold(`${name}: CLS ${s.cls.toFixed(3)} ≤ ${BUDGETS_OF_RECORD.cls}`, s.cls <= BUDGETS_OF_RECORD.cls);
    }
    if (formFactor === APPLIED) {
      const floor = report[`${COMPARED_WITH[base]!.floor} ${APPLIED}`];
      const over = BUDGETS_OF_RECORD.fcpOverFloorApplied;
      if (floor) hold(`${name}: FCP ${ms(s.fcp)} ≤ ${over}× ${COMPARED_WITH[base]!.floor} ${ms(floor.fcp)} → ${ms(floor.fcp * over)}`, Math.round(s.fcp) <= Math.round(floor.fcp * over));
      continue;
    }
    if (formFactor !== CALIBRATED) continue;

    const beside = COMPARED_WITH[base]!;
    const reference = report[`${beside.reference} ${formFactor}`]!;
    const floor = report[`${beside.floor} ${formFactor}`]!;
    const ciLines = isSite ? CI_LINES.site : CI_LINES.scale;
    const under = ciLines.performanceUnderReference;
    hold(`${name}: performance, TBT from CPU time, ${s.performanceCpu} ≥ ${beside.reference} ${reference.performanceCpu}`, s.performanceCpu >= reference.performanceCpu, {
      met: s.performanceCpu >= reference.performanceCpu - under,
      text: `${reference.performanceCpu - under} (${beside.reference} − ${under})`,
    });
    const tbt = Math.round(s.cpuTbtX9);
    const tbtShare = BUDGETS_OF_RECORD.tbtShareOfReference[base]!;
    const tbtLine = Math.round(reference.cpuTbtX9 * tbtShare);
    const tbtOver = ciLines.tbtOverReference;
    const tbtCiLine = Math.round(reference.cpuTbtX9 * tbtOver);
    hold(`${name}: CPU-time TBT ×9 ${ms(s.cpuTbtX9)} ≤ ${share(tbtShare)} ${beside.reference} ${ms(reference.cpuTbtX9)} → ${ms(tbtLine)}`, tbt <= tbtLine, {
      met: tbt <= tbtCiLine,
      text: `${ms(tbtCiLine)} (${tbtOver}× ${beside.reference})`,
    });
    const lcp = Math.round(s.lcp);
    const over = BUDGETS_OF_RECORD.lcpOverFloor;
    const ciOver = ciLines.lcpOverFloor;
    const line = Math.round(floor.lcp * over);
    const ciLine = Math.round(floor.lcp * ciOver);
    hold(`${name}: LCP ${ms(s.lcp)} ≤ ${over}× ${beside.floor} ${ms(floor.lcp)} → ${ms(line)}`, lcp <= line, {
      met: lcp <= ciLine,
      text: `${ms(ciLine)} (${ciOver}× ${beside.floor})`,
    });
  }
  const lines = (status: Check['status']) => checks.filter((check) => check.status === status).map((check) => check.line);
  return { checks, failures: lines('fail'), misses: lines('miss') };
}
