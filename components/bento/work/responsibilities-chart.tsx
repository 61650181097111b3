'use client';

import { useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { whenGateOpen, whenLoaded } from '@/components/first-paint/page-lifecycle';
import { loadMotion } from '@/components/motion/load-motion';
import type { Responsibility } from '@/lib/content/types';
import { lazyOnce, reportFailure } from '@/lib/lazy-chunks';
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

/** The square is reserved in the HTML so nothing shifts; the chart is hidden from assistive technology as the legend says the same. */
export function ResponsibilitiesChart({ responsibilities }: { responsibilities: Responsibility[] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ComponentType<PieChartProps> | null>(null);
  // Another role's slices are drawn after the click's frame, not inside it: the card's text and its
  // slide answer the click, and nivo's re-render (its springs' setup alone is tens of milliseconds
  // on a phone) follows while the new card is still fading in.
  const shown = useDeferredValue(responsibilities);
  const chart = useMemo(() => Chart && <Chart data={chartedResponsibilities(shown)} />, [Chart, shown]);

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
      {chart}
    </div>
  );
}
