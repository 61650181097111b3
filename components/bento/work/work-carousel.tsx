/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useReducedMotionConfig } from 'motion/react';
import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { CAROUSEL } from '@/lib/constants';
import type { Messages } from '@/lib/languages/messages';
import { fill, type Template } from '@/lib/languages/template';
import { useRoles } from '@/lib/content/roles-provider';
import type { Role } from '@/lib/content/types';
import { whenIdle } from '@/lib/page-load';
import { shownIndex, wrapIndex } from './carousel-index';
import { RoleCard } from './role-card';
import { SHOWN_SLIDE_ATTRIBUTE, shownSlideAttributes } from './shown-slide';

/** A role chosen with a step comes in from that side (mirrored in a right-to-left page), as a Web Animation the compositor runs. */
function slideIn(slide: HTMLElement, step: number): Animation {
  const side = getComputedStyle(slide).direction === 'rtl' ? -1 : 1;
  const keyframes = { opacity: [0, 1], transform: [`translateX(${Math.sign(step) * side * CAROUSEL.slideOffsetPx}px)`, 'none'] };
  return slide.animate(keyframes, { duration: CAROUSEL.slideMs, easing: 'ease-in-out' });
}

const carousel = css({
  display: 'grid',
  gap: '0.75rem',
  '& .controls': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '0.5rem' },
  // The arrows point the way the roles move: mirrored with the page in a right-to-left language.
  '& .control svg:dir(rtl)': { transform: 'scaleX(-1)' },
  '& .position': {
    minWidth: '3.5rem',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    color: 'var(--ink-muted)',
    fontSize: '0.9rem',
  },
  '& .control': {
    display: 'inline-grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: '50%',
    border: '1px solid var(--line)',
    background: 'var(--surface)',
    cursor: 'pointer',
    '&:hover': { background: 'var(--page-bg)' },
  },
  // The slides rendered share one cell: the shown one above, its neighbours beneath it, transparent.
  '& .slides': { display: 'grid' },
  '& .slide': { gridArea: '1 / 1', display: 'grid', minWidth: 0 },
  [`& .slide[${SHOWN_SLIDE_ATTRIBUTE}]`]: { zIndex: 1 },
  [`& .slide:not([${SHOWN_SLIDE_ATTRIBUTE}])`]: { opacity: 0 },
});

type Choice = { id: number; step: number };

/** The words the carousel says, from the server's dictionary; "n of N" as a template the carousel fills. */
export type WorkCarouselLabels = Omit<Messages['work'], 'heading' | 'slideLabel'> & { slideLabel: Template<[position: number, total: number]> };

/**
 * An APG carousel. The page holds the shown slide and those Previous and Next would show, hidden beneath
 * it, so a press shows a card already built, and many roles cost no more than three.
 */
export function WorkCarousel({ labels }: { labels: WorkCarouselLabels }) {
  const { roles, loading } = useRoles();
  const [choice, setChoice] = useState<Choice | null>(null);
  // Its neighbours' pies are drawn once its slide-in is over and the page idles.
  const [settledId, setSettledId] = useState<number | null>(null);
  const shownRef = useRef<HTMLDivElement>(null);
  const sliding = useRef<Animation | null>(null);
  const reduced = useReducedMotionConfig() ?? false;

  const index = shownIndex(roles, choice?.id ?? null);
  const roleId = roles[index]?.id ?? null;

  // Before the paint, so the new slide is never seen in place before it slides in.
  useLayoutEffect(() => {
    const slide = shownRef.current;
    if (!choice || reduced || !slide) return;
    const animation = (sliding.current = slideIn(slide, choice.step));
    return () => animation.cancel();
  }, [choice, reduced]);

  useEffect(() => {
    const settle = () => setSettledId(roleId);
    let cancelIdle = () => {};
    let current = true;
    const afterSlide = sliding.current?.finished.catch(() => {}) ?? Promise.resolve();
    void afterSlide.then(() => {
      if (current) cancelIdle = whenIdle(settle);
    });
    return () => {
      current = false;
      cancelIdle();
    };
  }, [roleId]);

  const settledIndex = settledId === null ? -1 : roles.findIndex((candidate) => candidate.id === settledId);
  // The neighbourhood follows the shown slide in a transition: a press shows a slide already there,
  // and the next neighbour is built after, in pieces React can interrupt.
  const [centre, setCentre] = useState(index);
  useEffect(() => startTransition(() => setCentre(index)), [index]);
  const rendered = useMemo(() => new Set([...neighbourhood(roles.length, centre), index]), [roles.length, centre, index]);
  const charted = useMemo(() => (settledIndex === index ? neighbourhood(roles.length, index) : new Set([index])), [roles.length, settledIndex, index]);

  if (roleId === null) {
    return loading ? <p className="status">{labels.loading}</p> : null;
  }

  const go = (step: number) => {
    const next = roles[wrapIndex(index + step, roles.length)];
    if (next) setChoice({ id: next.id, step });
  };

  return (
    <section css={carousel} aria-roledescription={labels.carousel} aria-label={labels.roles}>
      <div className="controls">
        <button type="button" className="control" aria-label={labels.previous} onClick={() => go(-1)}>
          <Arrow direction="previous" />
        </button>
        <p className="position" aria-hidden="true">
          {index + 1} / {roles.length}
        </p>
        <button type="button" className="control" aria-label={labels.next} onClick={() => go(1)}>
          <Arrow direction="next" />
        </button>
      </div>
      <div className="slides" aria-live="polite">
        {roles.map((candidate, position) =>
          rendered.has(position) ? (
            <Slide
              key={candidate.id}
              ref={position === index ? shownRef : undefined}
              role={candidate}
              label={fill(labels.slideLabel, position + 1, roles.length)}
              roleDescription={labels.slide}
              currentRole={labels.currentRole}
              shown={position === index}
              drawChart={charted.has(position)}
            />
          ) : null,
        )}
      </div>
    </section>
  );
}

type SlideProps = { ref?: Ref<HTMLDivElement>; role: Role; label: string; roleDescription: string; currentRole: string; shown: boolean; drawChart: boolean };

const Slide = memo(function Slide({ ref, role, label, roleDescription, currentRole, shown, drawChart }: SlideProps) {
  return (
    <div ref={ref} className="slide" role="group" aria-roledescription={roleDescription} aria-label={label} {...shownSlideAttributes(shown)}>
      <RoleCard role={role} drawChart={drawChart} currentRole={currentRole} />
    </div>
  );
});

function neighbourhood(length: number, shown: number): Set<number> {
  return new Set([-1, 0, 1].map((step) => wrapIndex(shown + step, length)));
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d={direction === 'previous' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
