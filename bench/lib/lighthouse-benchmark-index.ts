import type lighthouseRunner from 'lighthouse';

/**
 * The host's benchmarkIndex as Lighthouse reads it: in each run, in the tab it audits. Read by the audit
 * itself, not a copy of its page function, so a calibrated multiplier means what Lighthouse's means.
 * The caller hands Lighthouse in: imported from TypeScript, tsx compiles it with esbuild's keepNames,
 * and the page functions it sends to the browser then call a `__name` the page lacks.
 */
export async function lighthouseBenchmarkIndex(lighthouse: typeof lighthouseRunner, url: string, port: number): Promise<number> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const index = result?.lhr.environment.benchmarkIndex;
  if (typeof index !== 'number') throw new Error(`Lighthouse reported no benchmarkIndex for ${url}`);
  return index;
}
