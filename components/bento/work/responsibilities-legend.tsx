/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { tokenVar } from '@/components/theme/tokens';
import { PIE } from '@/lib/constants';
import { mediaUp } from '@/lib/media';
import { textLanguage, type Fallbacks } from '@/lib/content/fallback';
import type { Responsibility } from '@/lib/content/types';
import { legendColor, legendGroups, type LegendColor } from './legend';

const GAP = '0.35rem';

const LEGEND_COLORS: readonly LegendColor[] = [...PIE.palette, PIE.beyondPalette];

/**
 * One rule for the whole legend: a css prop on every item and dot wrapped each in two more components,
 * all rendered again inside a role change. Every colour's rule is in the page before any role change.
 */
const legend = css({
  display: 'grid',
  gap: GAP,
  width: '100%',
  [mediaUp(PIE.legendBreakpoint)]: {
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(0, 1fr)',
    columnGap: '1.25rem',
  },
  '& ul': { display: 'grid', gap: GAP, alignContent: 'start', margin: 0, padding: 0, listStyle: 'none' },
  '& li': {
    display: 'flex',
    alignItems: 'baseline',
    gap: '0.5rem',
    fontSize: '0.875rem',
    lineHeight: 1.35,
    color: tokenVar('cardDarkInk'),
    overflowWrap: 'anywhere',
  },
  '& [data-color]': {
    flex: 'none',
    alignSelf: 'center',
    width: PIE.legendDotPx,
    height: PIE.legendDotPx,
    borderRadius: '50%',
  },
  ...Object.fromEntries(
    LEGEND_COLORS.map((color) => [
      `& [data-color="${color}"]`,
      {
        background: tokenVar(color),
        // The light theme's dark green on the dark card needs an edge to be seen.
        ...(color === 'darkGreen' && { boxShadow: `0 0 0 1px color-mix(in srgb, ${tokenVar('cardDarkInk')} 50%, transparent)` }),
      },
    ]),
  ),
});

type LegendProps = {
  responsibilities: Responsibility[];
  /** The role's: a label shown in another language than the page's says which. */
  fallbacks?: Fallbacks;
  className?: string;
};

export function ResponsibilitiesLegend({ responsibilities, fallbacks, className }: LegendProps) {
  const groups = legendGroups(responsibilities.map((entry, index) => ({ ...entry, index })));
  return (
    <div css={legend} className={className} data-testid="legend">
      {groups.map((group) => (
        <ul key={group[0]?.index} data-testid="legend-group">
          {group.map((entry) => (
            // The item is the page's, its dot on the page's side; only its label is in another language.
            <li key={entry.index} data-testid="legend-item">
              <span data-color={legendColor(entry.index)} aria-hidden="true" />
              <span {...textLanguage({ fallbacks }, `responsibilities.${entry.index}.label`)}>{entry.label}</span>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
