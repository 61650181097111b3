'use client';

import { ResponsivePie } from '@nivo/pie';
import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { keepEventsFromReact } from '@/components/react-root-events';
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

/** The attribute that shows one slice's label. */
const SHOWN_LABEL = 'data-shown';

/**
 * The hovered slice's label beside the pointer. Every slice's label is in the page, hidden, and the
 * labels ride one box that follows the pointer: a hover shows one label (its visibility) and moves
 * the box (a transform), and neither lays anything out. The frame's box is read in the pointer's own
 * event, before the frame's restyle, which then has only the labels to restyle: read in a frame
 * callback, after it, the read laid the chart out a second time, and writing the label's text a
 * third (ad hoc trace). Read again at each pointer move, not kept: the chart moves under the pointer
 * while its block is revealed, slides in or scrolls.
 *
 * A slice is entered and left by pointerenter and pointerleave, which do not bubble but which a
 * listener in the capture phase hears from every element below it; pointerover, which bubbles, is
 * kept from React's root (react-root-events.tsx) and so never reaches the frame. A move from one
 * slice to the next leaves the one, then enters the other.
 */
function followWithLabel(frame: HTMLElement, labels: HTMLElement): () => void {
  const byArc = new Map([...labels.children].map((label) => [label.getAttribute('data-arc'), label]));
  let shown: Element | null = null;
  const show = (label: Element | null) => {
    if (label === shown) return;
    shown?.removeAttribute(SHOWN_LABEL);
    label?.setAttribute(SHOWN_LABEL, '');
    shown = label;
  };
  // One pointer move's events (pointerenter, pointermove) share its timeStamp: the frame is measured
  // once a move, as the second read, after the first one's write, worked the page's style out again.
  let measured = { at: Number.NaN, left: 0, top: 0 };
  const originOf = (event: PointerEvent) => {
    if (event.timeStamp !== measured.at) {
      const { left, top } = frame.getBoundingClientRect();
      measured = { at: event.timeStamp, left, top };
    }
    return measured;
  };
  // Entering, then moving: an element entered off the slices (the frame, the chart, a group) is
  // entered before the slice the move ends on, if any, which then shows its label in the same move.
  const onPointer = (event: PointerEvent) => {
    const arc = event.target instanceof Element ? event.target.closest('path') : null;
    const label = (arc && byArc.get(arc.getAttribute('data-testid'))) ?? null;
    if (label) {
      const origin = originOf(event);
      labels.style.transform = `translate(${Math.round(event.clientX - origin.left)}px, ${Math.round(event.clientY - origin.top)}px)`;
    }
    show(label);
  };
  const onLeave = () => show(null);
  const capture = { capture: true };
  frame.addEventListener('pointerenter', onPointer, capture);
  frame.addEventListener('pointerleave', onLeave, capture);
  frame.addEventListener('pointermove', onPointer);
  return () => {
    frame.removeEventListener('pointerenter', onPointer, capture);
    frame.removeEventListener('pointerleave', onLeave, capture);
    frame.removeEventListener('pointermove', onPointer);
    show(null);
  };
}

const TRANSITION_EVENTS = ['transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'] as const;

/**
 * Loaded lazily (see responsibilities-chart.tsx). The slices take the theme's tokens. Hovering a slice
 * lifts it and fades the others, and shows its label: by the stylesheet's :hover and one box of labels
 * moved by script, not by nivo's interactivity, whose hover rendered the whole chart again (80 to
 * 100 ms on a mid-tier phone, and a long frame whenever a pie scrolled under a resting pointer).
 */
export function PieChart({ data }: PieChartProps) {
  const reducedMotion = useReducedMotionConfig();
  const colors = useTokenValues(SLICE_COLORS);
  const frameRef = useRef<HTMLDivElement>(null);
  const labelsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!frameRef.current || !labelsRef.current) return;
    return followWithLabel(frameRef.current, labelsRef.current);
  }, [data]);

  // Nothing handles the slices' transition events, yet React walked its tree for each: a hover starts
  // and ends a transition on every slice, and a pie passing under a resting pointer in a scroll sent
  // 40 such events (ad hoc count), one of them 10 ms of a long animation frame on a mid-tier phone.
  useEffect(() => {
    if (frameRef.current) return keepEventsFromReact(TRANSITION_EVENTS, frameRef.current);
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
      <div ref={labelsRef} className={styles.labels}>
        {data.map((datum) => (
          <div key={datum.id} className={styles.label} data-arc={`${ARC_PREFIX}${datum.id}`}>
            {datum.label}
          </div>
        ))}
      </div>
    </div>
  );
}
