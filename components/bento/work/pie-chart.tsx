'use client';

import { ResponsivePie } from '@nivo/pie';
import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTokenValues } from '@/components/theme/use-token-values';
import { PIE } from '@/lib/constants';
import type { LegendColor } from './legend';
import styles from './role-card.module.css';

export type PieDatum = { id: string; label: string; value: number; color: LegendColor };
export type PieChartProps = { data: PieDatum[] };

const SLICE_COLORS: readonly LegendColor[] = [...PIE.palette, PIE.beyondPalette];

/** nivo marks each arc `arc.<datum id>`: the one hook from a hovered path back to its slice. */
const ARC_PREFIX = 'arc.';

/**
 * The hover's fade and lift, as the stylesheet applies them (role-card.module.css): the others at
 * PIE.fadedOpacity, the hovered one scaled about the centre so its outer edge moves out by
 * PIE.hoverOffsetPx on the widest pie.
 */
const HOVER_STYLE = {
  '--pie-faded-opacity': PIE.fadedOpacity,
  '--pie-lift': 1 + PIE.hoverOffsetPx / (PIE.maxWidthPx / 2 - PIE.hoverOffsetPx),
} as CSSProperties;

/**
 * The slice's label beside the pointer, written straight into one element: at most once a frame, and
 * no render of the chart.
 */
function followWithLabel(frame: HTMLElement, tip: HTMLElement, data: PieDatum[]): () => void {
  const labels = new Map(data.map((datum) => [`${ARC_PREFIX}${datum.id}`, datum.label]));
  let pointer: PointerEvent | null = null;
  let scheduled = 0;
  const place = () => {
    scheduled = 0;
    const arc = pointer?.target instanceof Element ? pointer.target.closest('path') : null;
    const label = arc ? labels.get(arc.getAttribute('data-testid') ?? '') : undefined;
    if (!pointer || label === undefined) {
      tip.hidden = true;
      return;
    }
    const box = frame.getBoundingClientRect();
    if (tip.textContent !== label) tip.textContent = label;
    tip.style.transform = `translate(${Math.round(pointer.clientX - box.left)}px, ${Math.round(pointer.clientY - box.top)}px)`;
    tip.hidden = false;
  };
  const onPointer = (event: PointerEvent) => {
    pointer = event;
    scheduled ||= requestAnimationFrame(place);
  };
  const onLeave = () => {
    pointer = null;
    scheduled ||= requestAnimationFrame(place);
  };
  frame.addEventListener('pointerover', onPointer);
  frame.addEventListener('pointermove', onPointer);
  frame.addEventListener('pointerleave', onLeave);
  return () => {
    frame.removeEventListener('pointerover', onPointer);
    frame.removeEventListener('pointermove', onPointer);
    frame.removeEventListener('pointerleave', onLeave);
    cancelAnimationFrame(scheduled);
  };
}

const TRANSITION_EVENTS = ['transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'] as const;

/**
 * Stops the slices' transition events at the window, before React's root listener: nothing handles
 * them, yet React walked its tree for each. A hover starts and ends a transition on every slice, and a
 * pie passing under a resting pointer in a scroll sent 40 such events (ad hoc count), one of them 10 ms
 * of a long animation frame on a mid-tier phone.
 */
function keepTransitionEventsFromReact(frame: HTMLElement): () => void {
  const stop = (event: Event) => {
    if (event.target instanceof Node && frame.contains(event.target)) event.stopPropagation();
  };
  for (const type of TRANSITION_EVENTS) window.addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of TRANSITION_EVENTS) window.removeEventListener(type, stop, { capture: true });
  };
}

/**
 * Loaded lazily (see responsibilities-chart.tsx). The slices take the theme's tokens. Hovering a slice
 * lifts it and fades the others, and shows its label: by the stylesheet's :hover and one element
 * moved by script, not by nivo's interactivity, whose hover rendered the whole chart again (80 to
 * 100 ms on a mid-tier phone, and a long frame whenever a pie scrolled under a resting pointer).
 */
export function PieChart({ data }: PieChartProps) {
  const reducedMotion = useReducedMotionConfig();
  const colors = useTokenValues(SLICE_COLORS);
  const frameRef = useRef<HTMLDivElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!frameRef.current || !tipRef.current) return;
    return followWithLabel(frameRef.current, tipRef.current, data);
  }, [data]);

  useEffect(() => {
    if (frameRef.current) return keepTransitionEventsFromReact(frameRef.current);
  }, []);

  return (
    <div ref={frameRef} className={styles.pieFrame} style={HOVER_STYLE}>
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
      <div ref={tipRef} className={styles.tooltip} hidden />
    </div>
  );
}
