import {
  appliedMultiplier,
  calibrate,
  calibratedMultiplier,
  calibrationFrom,
  describeCalibration,
  describeHostSpread,
  hostSpread,
  median,
  multiplierLabel,
  parseFixedMultiplier,
  STEADY_HOST_SPREAD,
} from './cpu-calibration';

describe("Lighthouse's CPU-throttling calculator", () => {
  it.each([
    [1533, 4],
    [1300, 3],
    [2000, 6],
    [3381, 11.9],
    [1243, 2.9],
    [800, 2],
    [475, 1.5],
    [150, 1],
  ])('gives benchmarkIndex %d a ×%d slowdown', (index, multiplier) => {
    expect(calibratedMultiplier(index)).toBe(multiplier);
  });

  it('never speeds a host up, and refuses a missing reading', () => {
    expect(calibratedMultiplier(60)).toBe(1);
    expect(() => calibratedMultiplier(Number.NaN)).toThrow('not a reading');
  });

  it('calibrates from the median of its warm-up readings, not the first or the mean', async () => {
    const readings = [3000, 1300, 1533];
    const calibration = await calibrate(async () => readings.shift()!);
    expect(calibration).toEqual({ readings: [3000, 1300, 1533], benchmarkIndex: 1533, multiplier: 4 });
    expect(median([5, 1, 4, 2])).toBe(3);
  });

  it('takes a fixed multiplier from --cpu in place of the calibrated one, and says which it ran at', async () => {
    const calibration = { ...(await calibrate(async () => 1533)), fixed: parseFixedMultiplier('9') };
    expect(appliedMultiplier(calibration)).toBe(9);
    expect(describeCalibration(calibration)).toMatch(/fixed at ×9 \(--cpu\).*would be benchmarkIndex 1533 .*→ ×4/);
    expect(multiplierLabel(calibration)).toBe('×9 fixed by --cpu');
    const calibrated = await calibrate(async () => 1533);
    expect(appliedMultiplier(calibrated)).toBe(4);
    expect(multiplierLabel(calibrated)).toBe('×4, calibrated');
  });

  it.each(['0.5', 'nine', '', '-3'])('refuses --cpu %p', (option) => {
    expect(() => parseFixedMultiplier(option)).toThrow('--cpu takes a CPU slowdown of 1 or more');
  });

  it("takes an earlier run's calibration from its report, as Lighthouse wrote it, and refuses anything else", async () => {
    const written = JSON.parse(JSON.stringify({ calibration: await calibrate(async () => 1533), report: {} })) as unknown;
    expect(calibrationFrom(written, 'report.json')).toEqual({ readings: [1533, 1533, 1533], benchmarkIndex: 1533, multiplier: 4 });
    expect(() => calibrationFrom({ report: {} }, 'report.json')).toThrow('report.json holds no calibration readings');
    expect(() => calibrationFrom({ calibration: { readings: [1533], fixed: 9 } }, 'report.json')).toThrow('a fixed ×9 (--cpu), not a calibration');
  });
});

describe("the host's speed through a run's audits", () => {
  it('calls a run steady when its readings stay within the spread a quiet host shows', () => {
    // The readings of a quiet run here (2026-11-29) and of a shared one (2026-11-28).
    const quiet = hostSpread([3796, 3999, 4014, 4069, 3667, 4203]);
    expect(quiet).toEqual({ min: 3667, max: 4203, spread: 1.15, steady: true });
    expect(describeHostSpread(quiet)).toBe('The host held steady through the audits: benchmarkIndex 3667 to 4203 (×1.15 apart).');
    const shared = hostSpread([1058, 2194, 1500]);
    expect(shared).toEqual({ min: 1058, max: 2194, spread: 2.07, steady: false });
    expect(describeHostSpread(shared)).toMatch(/^⚠ The host's speed moved between the audits: benchmarkIndex 1058 to 2194 \(×2.07 apart\), where a steady host stays within ×1.3;/);
    expect(describeHostSpread(shared)).toContain("Read this run's TBT beside a steady run's");
  });

  it(`draws the line at ×${STEADY_HOST_SPREAD}, and ignores an audit that read nothing`, () => {
    expect(hostSpread([1000, 1300]).steady).toBe(true);
    expect(hostSpread([1000, 1301]).steady).toBe(false);
    expect(hostSpread([2000, Number.NaN, 2100]).spread).toBe(1.05);
    expect(() => hostSpread([Number.NaN])).toThrow('no benchmarkIndex was read');
  });
});
