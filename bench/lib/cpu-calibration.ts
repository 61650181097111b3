// Lighthouse's default ×4 emulates a mid-tier phone only on a host of one benchmarkIndex; its
// CPU-throttling calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/) maps any host's.

const WARM_UP_READINGS = 3;

/** Rounded to a tenth, as the calculator shows it. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex ${benchmarkIndex} is not a reading`);
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}

export function median(numbers: readonly number[]): number {
  if (numbers.length === 0) throw new Error('the median of nothing');
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type Calibration = { readings: number[]; benchmarkIndex: number; multiplier: number };

/** One reading swings with what else runs. */
export async function calibrate(readBenchmarkIndex: () => Promise<number>, readings = WARM_UP_READINGS): Promise<Calibration> {
  const values: number[] = [];
  for (let index = 0; index < readings; index++) values.push(await readBenchmarkIndex());
  const benchmarkIndex = median(values);
  return { readings: values, benchmarkIndex, multiplier: calibratedMultiplier(benchmarkIndex) };
}

export const describeCalibration = ({ readings, benchmarkIndex, multiplier }: Calibration): string =>
  `CPU calibrated to this host: benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${readings.map(Math.round).join(', ')}) → ×${multiplier} slowdown emulates Lighthouse's mid-tier phone (the default ×4 assumes an index near 1,533)`;
