'use client';

import { memo, startTransition, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { whenGateOpen, whenLoaded } from '@/components/first-paint/page-lifecycle';
import { loadMotion } from '@/components/motion/load-motion';
import type { Responsibility } from '@/lib/content/types';
import { lazyOnce, reportFailure } from '@/lib/lazy-chunks';
import { keepLayers, SHOWN_LAYER_ATTRIBUTE, type ChartData } from './chart-layers';
import { chartedResponsibilities } from './legend';
import type { PieChartProps } from './pie-chart';
import styles from './role-card.module.css';

/** nivo and d3 are heavy: fetched only after load, as the box nears the viewport. */
const loadPieChart: () => Promise<ComponentType<PieChartProps>> = lazyOnce(async () => (await import('./pie-chart')).PieChart);

const NEAR = '200px';

/** If motion cannot load, calls at once: the chart matters more than the saving. */
function onceNearViewport(box: Element, onNear: () => void): () => void {
  let stop = () => {};
  let disposed = false;
  loadMotion().then(
    ({ inView }) => {
      if (!disposed) stop = inView(box, () => void onNear(), { margin: `${NEAR} 0px ${NEAR} 0px` });
    },
    () => !disposed && onNear(),
  );
  return () => {
    disposed = true;
    stop();
  };
}

const NONE: ChartData[] = [];

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run);
  return () => window.cancelIdleCallback(handle);
}

/** Memoised on its data, so a role change only flips which layer is visible. */
const Layer = memo(function Layer({ Chart, responsibilities, visible }: { Chart: ComponentType<PieChartProps>; responsibilities: Responsibility[]; visible: boolean }) {
  const chart = useMemo(() => <Chart data={chartedResponsibilities(responsibilities)} />, [Chart, responsibilities]);
  return (
    <div className={styles.chartLayer} {...(visible && { [SHOWN_LAYER_ATTRIBUTE]: '' })}>
      {chart}
    </div>
  );
});

/**
 * The square is reserved in the HTML so nothing shifts; the chart is hidden from assistive technology as the legend says the same.
 * Each role's pie is drawn once, in a layer of its own, and kept: a role change shows another layer
 * instead of having nivo redraw (its springs' setup alone is tens of milliseconds on a phone). The
 * neighbours' pies (`upcoming`) are drawn while the page is idle, so Next and Previous find theirs ready.
 */
export function ResponsibilitiesChart({ roleId, responsibilities, upcoming = NONE }: { roleId: number; responsibilities: Responsibility[]; upcoming?: ChartData[] }) {
  const shown = useMemo(() => ({ key: roleId, responsibilities }), [roleId, responsibilities]);
  const boxRef = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ComponentType<PieChartProps> | null>(null);
  const [layers, setLayers] = useState<ChartData[]>([]);

  useEffect(() => {
    if (!Chart) return;
    // A pie not yet drawn is drawn in a transition, after the click's frame: the card's text and its
    // slide answer the click while the new card is still fading in.
    startTransition(() => setLayers((kept) => keepLayers(kept, [shown])));
    return whenIdle(() => startTransition(() => setLayers((kept) => keepLayers(kept, upcoming))));
  }, [Chart, shown, upcoming]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let disposed = false;
    let stopWatching = () => {};
    // After the load (lazy chunks never delay it) and the gate (motion loads only then).
    void Promise.all([whenLoaded(), whenGateOpen()]).then(() => {
      if (disposed) return;
      stopWatching = onceNearViewport(box, () => {
        loadPieChart().then(
          (component) => !disposed && setChart(() => component),
          (error: unknown) => reportFailure('The responsibilities chart could not be loaded; the legend lists them.', error),
        );
      });
    });
    return () => {
      disposed = true;
      stopWatching();
    };
  }, []);

  return (
    <div ref={boxRef} className={styles.chartBox} aria-hidden="true" data-testid="responsibilities-chart">
      {Chart && layers.map((layer) => <Layer key={layer.key} Chart={Chart} responsibilities={layer.responsibilities} visible={layer.key === shown.key} />)}
    </div>
  );
}
