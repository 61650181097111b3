'use client';

import { startTransition, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { whenGateOpen } from '@/components/first-paint/gate-signals';
import { textLanguage, type Fallbacks } from '@/lib/content/fallback';
import type { Responsibility } from '@/lib/content/types';
import { lazyOnce, reportFailure } from '@/lib/lazy-chunks';
import { whenIdle, whenLoaded } from '@/lib/page-load';
import { chartedResponsibilities } from './legend';
import type { PieChartProps } from './pie-chart';
import styles from './role-card.module.css';

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
 * The square is reserved in the HTML so nothing shifts; the legend says what the chart does. A pie is
 * drawn once wanted, while the page idles, and kept: a draw inside a click would set up nivo's springs there.
 */
export function ResponsibilitiesChart({ responsibilities, fallbacks, draw }: { responsibilities: Responsibility[]; fallbacks?: Fallbacks; draw: boolean }) {
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
  const chart = useMemo(() => {
    if (!Chart || !drawn) return null;
    // Each hidden label carries its language as the legend's does.
    const data = chartedResponsibilities(responsibilities).map((datum, index) => ({ ...datum, language: textLanguage({ fallbacks }, `responsibilities.${index}.label`) }));
    return <Chart data={data} />;
  }, [Chart, drawn, responsibilities, fallbacks]);
  return (
    <div ref={boxRef} className={styles.chartBox} aria-hidden="true" data-testid="responsibilities-chart">
      {chart}
    </div>
  );
}
