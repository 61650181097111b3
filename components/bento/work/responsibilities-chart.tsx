'use client';

import { startTransition, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { whenGateOpen, whenIdle } from '@/components/first-paint/page-lifecycle';
import type { Responsibility } from '@/lib/content/types';
import { lazyOnce, reportFailure } from '@/lib/lazy-chunks';
import { whenLoaded } from '@/lib/page-load';
import { chartedResponsibilities } from './legend';
import type { PieChartProps } from './pie-chart';
import styles from './role-card.module.css';

/** nivo and d3 are heavy: fetched only after load, as the box nears the viewport. */
const loadPieChart: () => Promise<ComponentType<PieChartProps>> = lazyOnce(async () => (await import('./pie-chart')).PieChart);

const NEAR = '200px';

function onceNearViewport(box: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${NEAR} 0px ${NEAR} 0px` },
  );
  observer.observe(box);
  return () => observer.disconnect();
}

/**
 * The square is reserved in the HTML so nothing shifts; the chart is hidden from assistive technology as the legend says the same.
 * Every role's card has its chart. A pie is drawn once it is wanted (`draw`: its role shown, or next
 * to the shown one), while the page is idle, and then kept: Next and Previous find theirs drawn and
 * only show another card, where a redraw would set up nivo's springs inside the click (tens of
 * milliseconds on a phone).
 */
export function ResponsibilitiesChart({ responsibilities, draw }: { responsibilities: Responsibility[]; draw: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ComponentType<PieChartProps> | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!Chart || drawn || !draw) return;
    return whenIdle(() => startTransition(() => setDrawn(true)));
  }, [Chart, drawn, draw]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let disposed = false;
    let stopWatching = () => {};
    // After the load and the gate: lazy chunks never delay either.
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

  // The same element while the data stands, so nivo is not rendered again when the card is.
  const chart = useMemo(() => (Chart && drawn ? <Chart data={chartedResponsibilities(responsibilities)} /> : null), [Chart, drawn, responsibilities]);
  return (
    <div ref={boxRef} className={styles.chartBox} aria-hidden="true" data-testid="responsibilities-chart">
      {chart}
    </div>
  );
}
