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

/** `fixed`: the multiplier `--cpu` set, used in place of the calibrated one, which is still read and reported. */
export type Calibration = { readings: number[]; benchmarkIndex: number; multiplier: number; fixed?: number };

/** `--cpu N`: a slowdown of at least ×1, so that a fast host can be measured where a slow one calibrates. */
export function parseFixedMultiplier(option: string): number {
  const multiplier = Number(option);
  if (option.trim() === '' || !Number.isFinite(multiplier) || multiplier < 1) throw new Error(`--cpu takes a CPU slowdown of 1 or more, such as 9, not "${option}".`);
  return multiplier;
}

/** The multiplier the audits run at. */
export const appliedMultiplier = ({ multiplier, fixed }: Calibration): number => fixed ?? multiplier;

/**
 * The calibration of an earlier run on this host, from the report it wrote (`.lighthouse/report.json`):
 * one calibration then serves every bench of a CI run. The multiplier is worked out again from the
 * readings; a report without them, or of a fixed `--cpu` run, is refused.
 */
export function calibrationFrom(report: unknown, file: string): Calibration {
  const calibration = (report as { calibration?: Partial<Calibration> } | null)?.calibration;
  const readings = calibration?.readings;
  if (!Array.isArray(readings) || readings.length === 0 || !readings.every((reading) => typeof reading === 'number')) {
    throw new Error(`${file} holds no calibration readings: run \`npm run lighthouse\` first, or leave out --calibration.`);
  }
  if (calibration!.fixed !== undefined) throw new Error(`${file} is a run at a fixed ×${calibration!.fixed} (--cpu), not a calibration.`);
  const benchmarkIndex = median(readings);
  return { readings, benchmarkIndex, multiplier: calibratedMultiplier(benchmarkIndex) };
}

/** One reading swings with what else runs. */
export async function calibrate(readBenchmarkIndex: () => Promise<number>, readings = WARM_UP_READINGS): Promise<Calibration> {
  const values: number[] = [];
  for (let index = 0; index < readings; index++) values.push(await readBenchmarkIndex());
  const benchmarkIndex = median(values);
  return { readings: values, benchmarkIndex, multiplier: calibratedMultiplier(benchmarkIndex) };
}

export function describeCalibration({ readings, benchmarkIndex, multiplier, fixed }: Calibration): string {
  const calibrated = `benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${readings.map(Math.round).join(', ')}) → ×${multiplier}`;
  if (fixed !== undefined) return `CPU slowdown fixed at ×${fixed} (--cpu), not calibrated; this host's calibration would be ${calibrated}`;
  return `CPU calibrated to this host: ${calibrated} slowdown emulates Lighthouse's mid-tier phone (the default ×4 assumes an index near 1,533)`;
}

/** How a run names its multiplier: `×9 fixed` or `×5.2, calibrated`. */
export const multiplierLabel = (calibration: Calibration): string =>
  calibration.fixed !== undefined ? `×${calibration.fixed} fixed by --cpu` : `×${calibration.multiplier}, calibrated`;

/** Readings further apart than this within one run mean that other jobs shared the host's CPUs. */
export const STEADY_HOST_SPREAD = 1.3;

export type HostSpread = { min: number; max: number; spread: number; steady: boolean };

/** The host's speed as each audit of a run read it (Lighthouse's `environment.benchmarkIndex`). */
export function hostSpread(benchmarkIndices: readonly number[]): HostSpread {
  const readings = benchmarkIndices.filter((index) => Number.isFinite(index) && index > 0);
  if (readings.length === 0) throw new Error('no benchmarkIndex was read in this run');
  const min = Math.min(...readings);
  const max = Math.max(...readings);
  return { min, max, spread: Math.round((max / min) * 100) / 100, steady: max / min <= STEADY_HOST_SPREAD };
}

/**
 * Lighthouse's simulation drops a task under 10 ms and multiplies the rest, so a shared CPU, which
 * stretches every task, lifts a page of many short tasks more than one of a few long ones.
 */
export function describeHostSpread({ min, max, spread, steady }: HostSpread): string {
  const range = `benchmarkIndex ${Math.round(min)} to ${Math.round(max)} (×${spread} apart)`;
  if (steady) return `The host held steady through the audits: ${range}.`;
  return (
    `⚠ The host's speed moved between the audits: ${range}, where a steady host stays within ×${STEADY_HOST_SPREAD}; other jobs shared its CPUs. ` +
    "Lighthouse's simulation drops a task under 10 ms and multiplies the rest, so a shared CPU lifts a page of many short tasks (the site's) more than one of a few long ones (the reference's). " +
    "Read this run's TBT beside a steady run's, not alone."
  );
}
