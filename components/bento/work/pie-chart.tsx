'use client';

import { ResponsivePie } from '@nivo/pie';
import { useReducedMotionConfig } from 'motion/react';
import { useMemo, useState, type CSSProperties, type PointerEvent } from 'react';
import { useTokenValues } from '@/components/theme/use-token-values';
import type { LanguageMark } from '@/lib/content/fallback';
import { PIE } from '@/lib/constants';
import type { LegendColor } from './legend';
import styles from './role-card.module.css';

/** `language`: the label's, where it is not the page's. */
export type PieDatum = { id: string; label: string; value: number; color: LegendColor; language?: LanguageMark };
export type PieChartProps = { data: PieDatum[] };

const SLICE_COLORS: readonly LegendColor[] = [...PIE.palette, PIE.beyondPalette];

/** nivo marks each arc's path `arc.<datum id>` (its data-testid): the one hook from a hovered path back to its slice. */
const arcOf = (datum: Pick<PieDatum, 'id'>) => `arc.${datum.id}`;

/** The amounts role-card.module.css fades and lifts by: the lifted slice's outer edge moves out PIE.hoverOffsetPx on the widest pie. */
const HOVER_STYLE = {
  '--pie-faded-opacity': PIE.fadedOpacity,
  '--pie-lift': 1 + PIE.hoverOffsetPx / (PIE.maxWidthPx / 2 - PIE.hoverOffsetPx),
} as CSSProperties;

/** The hovered slice's arc, and the pointer's place in the frame, where the labels' box goes. */
type Hover = { arc: string | null; x: number; y: number };

/** The stylesheet's :hover fades and lifts the slices. nivo's own interactivity is off: its hover rendered the whole chart again. */
export function PieChart({ data }: PieChartProps) {
  const reducedMotion = useReducedMotionConfig();
  const colors = useTokenValues(SLICE_COLORS);
  const [hover, setHover] = useState<Hover>({ arc: null, x: 0, y: 0 });

  // The same element while its inputs stand, so a hover renders the labels and not nivo.
  const pie = useMemo(
    () => (
      <ResponsivePie<PieDatum>
        data={data}
        innerRadius={PIE.innerRadiusPercent / 100}
        padAngle={1}
        cornerRadius={3}
        margin={{ top: PIE.hoverOffsetPx, right: PIE.hoverOffsetPx, bottom: PIE.hoverOffsetPx, left: PIE.hoverOffsetPx }}
        colors={(datum) => colors[datum.data.color]}
        isInteractive={false}
        enableArcLabels={false}
        enableArcLinkLabels={false}
        borderWidth={0}
        animate={!reducedMotion}
      />
    ),
    [data, colors, reducedMotion],
  );

  // pointerover too: a slice moved under a resting pointer (a scroll, the reveal) sends no pointermove.
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const arc = event.target instanceof Element ? (event.target.closest('path')?.getAttribute('data-testid') ?? null) : null;
    if (arc === null) return setHover((shown) => (shown.arc === null ? shown : { ...shown, arc: null }));
    const frame = event.currentTarget.getBoundingClientRect();
    setHover({ arc, x: Math.round(event.clientX - frame.left), y: Math.round(event.clientY - frame.top) });
  };

  return (
    <div
      className={styles.pieFrame}
      style={HOVER_STYLE}
      onPointerOver={follow}
      onPointerMove={follow}
      onPointerLeave={() => setHover((shown) => ({ ...shown, arc: null }))}
    >
      {pie}
      <div className={styles.labels} style={{ transform: `translate(${hover.x}px, ${hover.y}px)` }}>
        {data.map((datum) => (
          <div key={datum.id} className={styles.label} data-arc={arcOf(datum)} data-shown={hover.arc === arcOf(datum) ? '' : undefined} {...datum.language}>
            {datum.label}
          </div>
        ))}
      </div>
    </div>
  );
}
