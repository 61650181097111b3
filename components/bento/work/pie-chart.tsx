'use client';

import { ResponsivePie } from '@nivo/pie';
import { useReducedMotionConfig } from 'motion/react';
import { useState } from 'react';
import { useTokenValues } from '@/components/theme/use-token-values';
import { PIE } from '@/lib/constants';
import type { LegendColor } from './legend';
import styles from './role-card.module.css';

export type PieDatum = { id: string; label: string; value: number; color: LegendColor };
export type PieChartProps = { data: PieDatum[] };

const SLICE_COLORS: readonly LegendColor[] = [...PIE.palette, PIE.beyondPalette];

function fade(hex: string): string {
  const alpha = Math.round(PIE.fadedOpacity * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${alpha}`;
}

/** Loaded lazily (see responsibilities-chart.tsx). Hovering a slice lifts it and fades the others. The slices take the theme's tokens. */
export function PieChart({ data }: PieChartProps) {
  const [activeId, setActiveId] = useState<string | number | null>(null);
  const reducedMotion = useReducedMotionConfig();
  const colors = useTokenValues(SLICE_COLORS);
  // Only what the pointer does animates: another role's data is drawn at once, and comes in with the
  // card's slide. nivo animates by script on every frame; a role change's arcs, animated, made the
  // carousel's buttons the slowest answers on the page.
  const [pointerInside, setPointerInside] = useState(false);
  return (
    <div className={styles.pieFrame} onPointerEnter={() => setPointerInside(true)} onPointerLeave={() => setPointerInside(false)}>
      <ResponsivePie<PieDatum>
        data={data}
        innerRadius={PIE.innerRadiusPercent / 100}
        padAngle={1}
        cornerRadius={3}
        margin={{ top: PIE.hoverOffsetPx, right: PIE.hoverOffsetPx, bottom: PIE.hoverOffsetPx, left: PIE.hoverOffsetPx }}
        colors={(datum) => {
          const color = colors[datum.data.color];
          return activeId === null || activeId === datum.id ? color : fade(color);
        }}
        activeId={activeId}
        onActiveIdChange={setActiveId}
        activeOuterRadiusOffset={PIE.hoverOffsetPx}
        enableArcLabels={false}
        enableArcLinkLabels={false}
        borderWidth={0}
        animate={!reducedMotion && pointerInside}
        tooltip={({ datum }) => (
          <div className={styles.tooltip}>{datum.label}</div>
        )}
      />
    </div>
  );
}
