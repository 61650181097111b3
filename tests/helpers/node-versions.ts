/** Dotted versions compared part by part, a missing part counting as 0. */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [a, b].map((version) => version.split('.').map(Number));
  for (let part = 0; part < 3; part++) {
    const difference = (left![part] ?? 0) - (right![part] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The lowest release an engines range admits: the least lower bound of its ranges (">=24", "^20.11"); null if one is of another form. */
export function lowestAdmitted(engines: string): string | null {
  const bounds = engines.split('||').map((range) => range.trim().match(/^(?:>=|\^)\s*(\d+(?:\.\d+){0,2})$/)?.[1] ?? null);
  if (bounds.includes(null)) return null;
  return (bounds as string[]).sort(compareVersions)[0] ?? null;
}
