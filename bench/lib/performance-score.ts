// Lighthouse's performance score, judged with its TBT from the trace's CPU time (cpu-time-tbt.ts).
import { getLogNormalScore } from 'lighthouse/shared/statistics.js';

type ScoredAudit = { score: number | null; scoringOptions?: { p10: number; median: number } };
type PerformanceResult = { categories: { performance?: { auditRefs: { id: string; weight: number }[] } }; audits: Record<string, ScoredAudit | undefined> };

/** Lighthouse's own mobile scoring of TBT (total-blocking-time.js), where a result lacks its options. */
const TBT_SCORING = { p10: 200, median: 600 };

/**
 * Lighthouse's performance score with its TBT scored from `tbt` (the trace's CPU-time figure) rather
 * than the simulation's: the same weights and the same log-normal curve (lighthouse/shared/statistics.js),
 * the other metrics as Lighthouse scored them. On a shared host the simulated TBT, 30% of the score,
 * moves with the host; this score moves with the page.
 */
export function performanceWithTbt(result: PerformanceResult, tbt: number): number {
  const refs = (result.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const tbtAudit = result.audits['total-blocking-time'];
  let total = 0;
  let weights = 0;
  for (const { id, weight } of refs) {
    const score = id === 'total-blocking-time' ? getLogNormalScore(tbtAudit?.scoringOptions ?? TBT_SCORING, tbt) : (result.audits[id]?.score ?? 0);
    total += score * weight;
    weights += weight;
  }
  return weights > 0 ? total / weights : 0;
}
