import type { Responsibility } from '@/lib/content/types';

/** A role's slices, keyed by the role so a refreshed role redraws its own layer. */
export type ChartData = { key: number; responsibilities: Responsibility[] };

/** Marks the one layer of the chart that is painted; tests and checks find the shown pie by it. */
export const SHOWN_LAYER_ATTRIBUTE = 'data-shown';
export const SHOWN_LAYER = `[${SHOWN_LAYER_ATTRIBUTE}]`;

/**
 * The layers drawn: those already drawn, each with a wanted one's data where that changed, then the
 * new ones. With nothing changed it is the same array, so React draws nothing again.
 */
export function keepLayers(kept: ChartData[], wanted: ChartData[]): ChartData[] {
  const next = kept.map((layer) => {
    const want = wanted.find((candidate) => candidate.key === layer.key);
    return want && want.responsibilities !== layer.responsibilities ? want : layer;
  });
  for (const want of wanted) if (!next.some((layer) => layer.key === want.key)) next.push(want);
  return next.length === kept.length && next.every((layer, index) => layer === kept[index]) ? kept : next;
}
