import { PIE, type PaletteColor } from '@/lib/constants';

export type LegendColor = PaletteColor | typeof PIE.beyondPalette;

/** The first five take their slices' palette colours; any beyond the palette are light grey. */
export function legendColor(index: number): LegendColor {
  return PIE.palette[index] ?? PIE.beyondPalette;
}

/** The legend in columns of PIE.legendGroupSize items (CSS stacks them into one column on phones). */
export function legendGroups<T>(items: readonly T[], size: number = PIE.legendGroupSize): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** What the chart draws: the first PIE.maxResponsibilities, in their palette colours. */
export function chartedResponsibilities<T extends { label: string; value: number }>(items: readonly T[]) {
  return items.slice(0, PIE.maxResponsibilities).map((item, index) => ({
    id: `${index}-${item.label}`,
    label: item.label,
    value: item.value,
    color: legendColor(index),
  }));
}
