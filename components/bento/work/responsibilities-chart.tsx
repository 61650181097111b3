'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { onceVisible, whenLoaded } from '@/components/motion/motion-env';
import type { Responsibility } from '@/lib/content/types';
import { isPreloadHandled, lazyImport } from '@/lib/lazy-import';
import { chartedResponsibilities } from './legend';
import type { PieChartProps } from './pie-chart';
import styles from './role-card.module.css';

let pieChart: Promise<ComponentType<PieChartProps>> | undefined;

/** The chart module (nivo and d3), fetched once, after the page has loaded, never before. */
function loadPieChart(): Promise<ComponentType<PieChartProps>> {
  pieChart ??= lazyImport(() => import('./pie-chart')).then((module) => module.PieChart);
  pieChart.catch(() => (pieChart = undefined));
  return pieChart;
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
    let stopObserving = () => {};
    void whenLoaded().then(() => {
      if (disposed) return;
      stopObserving = onceVisible(box, 0, () => {
        loadPieChart().then(
          (component) => !disposed && setChart(() => component),
          (error: unknown) => {
            // A handled preload error: the page is reloading; until then the legend stays.
            if (!isPreloadHandled(error)) console.error('The responsibilities chart could not be loaded; the legend lists them.', error);
          },
        );
      }, '200px');
    });
    return () => {
      disposed = true;
      stopObserving();
    };
  }, []);

  return (
    <div ref={boxRef} className={styles.chartBox} aria-hidden="true" data-testid="responsibilities-chart">
      {Chart && <Chart data={chartedResponsibilities(responsibilities)} />}
    </div>
  );
}
