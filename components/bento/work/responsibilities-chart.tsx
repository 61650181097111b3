'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadMotion } from '@/components/motion/load-motion';
import { whenGateOpen, whenLoaded } from '@/lib/page-lifecycle';
import type { Responsibility } from '@/lib/content/types';
import { lazyOnce, reportFailure } from '@/lib/lazy-once';
import { chartedResponsibilities } from './legend';
import type { PieChartProps } from './pie-chart';
import styles from './role-card.module.css';

/** The chart module (nivo and d3), fetched once, after the page has loaded, never before. */
const loadPieChart: () => Promise<ComponentType<PieChartProps>> = lazyOnce(async () => (await import('./pie-chart')).PieChart);

/** How near the viewport the box comes before the chart is fetched. */
const NEAR = '200px';

/**
 * Calls `onNear` once, when `box` comes within NEAR of the viewport (motion's inView watches);
 * if motion cannot load, at once: the chart matters more than the saving.
 */
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

/**
 * A square reserved in the HTML, so nothing shifts when the chart arrives. The chart is fetched
 * when the box nears the viewport; the legend beside it carries the same content as text, so the
 * chart itself is hidden from assistive technology.
 */
export function ResponsibilitiesChart({ responsibilities }: { responsibilities: Responsibility[] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ComponentType<PieChartProps> | null>(null);

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
      {Chart && <Chart data={chartedResponsibilities(responsibilities)} />}
    </div>
  );
}
