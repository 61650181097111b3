import type lighthouseRunner from 'lighthouse';

/**
 * Read by an audit, not a copy of its page function, so a calibrated multiplier means what Lighthouse's
 * means. Handed in: compiled by tsx (keepNames), its page functions would call a `__name` the page lacks.
 */
export async function lighthouseBenchmarkIndex(lighthouse: typeof lighthouseRunner, url: string, port: number): Promise<number> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const index = result?.lhr.environment.benchmarkIndex;
  if (typeof index !== 'number') throw new Error(`Lighthouse reported no benchmarkIndex for ${url}`);
  return index;
}
