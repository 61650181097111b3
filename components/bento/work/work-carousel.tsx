/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useReducedMotionConfig } from 'motion/react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLiveContent, type Loader } from '@/components/content/use-live-content';
import { afterNextPaint } from '@/components/first-paint/page-lifecycle';
import { CAROUSEL } from '@/lib/constants';
import type { Role } from '@/lib/content/types';
import { shownIndex, wrapIndex } from './carousel-index';
import { RoleCard } from './role-card';
import { markSlideShown, SHOWN_SLIDE_ATTRIBUTE, shownSlideAttributes } from './shown-slide';

const loadRoles: Loader<Role> = (refresh, backend) => refresh.refreshRoles(backend);

/**
 * A role chosen with a step comes in from that side; the first role is simply there. A Web Animation
 * of opacity and transform, which the compositor runs: driven by motion, the slide's translation took
 * a script callback every frame.
 */
function slideIn(slide: HTMLElement, step: number): Animation {
  const keyframes = { opacity: [0, 1], transform: [`translateX(${Math.sign(step) * CAROUSEL.slideOffsetPx}px)`, 'none'] };
  return slide.animate(keyframes, { duration: CAROUSEL.slideMs, easing: 'ease-in-out' });
}

/**
 * One rule for the carousel, its controls reached from it: a css prop on each button and on the
 * position wrapped each in two more components and an insertion effect, re-rendered inside every
 * click of Next and Previous.
 */
const carousel = css({
  display: 'grid',
  gap: '0.75rem',
  '& .controls': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '0.5rem' },
  '& .position': {
    minWidth: '3.5rem',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    color: 'var(--ink-muted)',
    fontSize: '0.9rem',
  },
  // Every numeral in one cell, the shown one alone visible: a press shows another, as it shows
  // another slide. Writing the number laid the page out again inside the click, about a quarter of a
  // Next's main-thread time (ad hoc trace, unthrottled); so did opacity, whose layer comes and goes
  // with it. Visibility is repainted, not laid out.
  '& .numerals': { display: 'inline-grid', justifyItems: 'center' },
  '& .numerals > *': { gridArea: '1 / 1' },
  [`& .numerals > :not([${SHOWN_SLIDE_ATTRIBUTE}])`]: { visibility: 'hidden' },
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
  // Every slide in one cell, as tall as the tallest role: a role change neither moves the page
  // below nor lays it out again. The shown slide fills the cell above the others, so the pointer
  // meets only it; the hidden ones are transparent. Each is its own layer, painted ahead while the
  // page is idle: a transparent slide is otherwise not painted at all, and showing one painted the
  // whole card (its pie's arcs, its text) inside the click, then layered it apart for the slide-in.
  '& .slides': { display: 'grid' },
  '& .slide': { gridArea: '1 / 1', display: 'grid', minWidth: 0, willChange: 'opacity, transform' },
  [`& .slide[${SHOWN_SLIDE_ATTRIBUTE}]`]: { zIndex: 1 },
  [`& .slide:not([${SHOWN_SLIDE_ATTRIBUTE}])`]: { opacity: 0 },
});

/**
 * One role at a time, with previous and next buttons that wrap (WAI-ARIA APG carousel: a labelled
 * region, "n of N" slides, a polite live region). It starts at role id 1. A new role slides in
 * from the side it came from. Every role's slide is rendered once and kept; Next and Previous only
 * move which one is shown.
 *
 * The chosen role is React state, but a click does not wait for React to show it: it moves the
 * slides' attributes and the position itself, starts the slide-in, and sets the state once that
 * frame is painted; React's render then writes what the page already shows. Rendered inside the
 * click, React's pass through the page's tree and its commit took 16 ms of a Next on a mid-tier
 * phone, before the new card could be painted (CPU profile at x8.3).
 */
export function WorkCarousel({ initialRoles, builtVersion }: { initialRoles: Role[]; builtVersion: number | null }) {
  const { items: roles, loading } = useLiveContent<Role, Role[]>(initialRoles, loadRoles, { version: builtVersion, count: initialRoles.length });
  const [chosenId, setChosenId] = useState<number | null>(null);
  // The role whose neighbours' pies are drawn ahead: the shown one, once its slide has ended.
  const [settledId, setSettledId] = useState<number | null>(null);
  const slidesRef = useRef<HTMLDivElement>(null);
  const positionRef = useRef<HTMLSpanElement>(null);
  const sliding = useRef<Animation | null>(null);
  // The latest click's role. Each deferred render writes it, at once (flushSync): rendered later, an
  // earlier click's role would overwrite a click made meanwhile.
  const latestChoice = useRef<number | null>(null);
  const reduced = useReducedMotionConfig() ?? false;

  const index = shownIndex(roles, chosenId);
  const role = roles[index];
  const roleId = role?.id ?? null;

  // Drawing a pie ahead while the new card is being painted and slid in would take the CPU from
  // both: the card answered the click 30 ms later on a phone (Event Timing), so it waits its turn.
  useEffect(() => {
    let current = true;
    const settle = () => current && setSettledId(roleId);
    const animation = sliding.current;
    if (animation?.playState === 'running') animation.finished.then(settle, () => {});
    else settle();
    return () => {
      current = false;
    };
  }, [roleId]);
  useEffect(() => () => sliding.current?.cancel(), []);

  const settledIndex = settledId === null ? -1 : roles.findIndex((candidate) => candidate.id === settledId);
  const wantedCharts = useMemo(() => chartsWanted(roles, index, settledIndex), [roles, index, settledIndex]);

  if (!role) {
    return loading ? <p className="status">Loading roles...</p> : null;
  }

  const go = (step: number) => {
    // The page, not the state, says what is shown: a second click may come before React has rendered the first.
    const slides = [...(slidesRef.current?.children ?? [])] as HTMLElement[];
    const from = slides.findIndex((slide) => slide.hasAttribute(SHOWN_SLIDE_ATTRIBUTE));
    const to = wrapIndex(from + step, roles.length);
    const next = roles[to];
    const slide = slides[to];
    if (!next || !slide) return;
    if (slides[from]) markSlideShown(slides[from], false);
    markSlideShown(slide, true);
    positionRef.current?.children[from]?.toggleAttribute(SHOWN_SLIDE_ATTRIBUTE, false);
    positionRef.current?.children[to]?.toggleAttribute(SHOWN_SLIDE_ATTRIBUTE, true);
    sliding.current?.cancel();
    sliding.current = reduced ? null : slideIn(slide, step);
    latestChoice.current = next.id;
    afterNextPaint(() => flushSync(() => setChosenId(latestChoice.current)));
  };

  return (
    <section css={carousel} aria-roledescription="carousel" aria-label="Roles">
      <div className="controls">
        <button type="button" className="control" aria-label="Previous role" onClick={() => go(-1)}>
          <Arrow direction="previous" />
        </button>
        <p className="position" aria-hidden="true">
          <span ref={positionRef} className="numerals">
            {roles.map((candidate, position) => (
              <span key={candidate.id} {...(position === index && { [SHOWN_SLIDE_ATTRIBUTE]: '' })}>
                {position + 1}
              </span>
            ))}
          </span>{' '}
          / {roles.length}
        </p>
        <button type="button" className="control" aria-label="Next role" onClick={() => go(1)}>
          <Arrow direction="next" />
        </button>
      </div>
      <div ref={slidesRef} className="slides" aria-live="polite">
        {roles.map((candidate, position) => (
          <Slide key={candidate.id} role={candidate} label={`${position + 1} of ${roles.length}`} shown={position === index} drawChart={wantedCharts.has(position)} />
        ))}
      </div>
    </section>
  );
}

/**
 * A hidden slide is transparent and `aria-hidden` (a card has nothing to focus), beneath the shown
 * one: only the shown role can be read or pointed at. Opacity is the slide's own; what is inherited,
 * `visibility`, `inert` or `pointer-events`, had the click restyle both slides' every element, 10 to
 * 15 ms of a Next on a mid-tier phone.
 */
const Slide = memo(function Slide({ role, label, shown, drawChart }: { role: Role; label: string; shown: boolean; drawChart: boolean }) {
  return (
    <div className="slide" role="group" aria-roledescription="slide" aria-label={label} {...shownSlideAttributes(shown)}>
      <RoleCard role={role} drawChart={drawChart} />
    </div>
  );
});

/**
 * The slides whose pies are wanted: the shown one, and once its slide has ended, those Previous and
 * Next would show, drawn ahead. The settled one stays wanted until the next has settled, so a click
 * changes no card's wish, and renders no card.
 */
function chartsWanted(roles: Role[], shown: number, settled: number): Set<number> {
  const wanted = new Set([shown]);
  if (settled >= 0) for (const step of [-1, 0, 1]) wanted.add(wrapIndex(settled + step, roles.length));
  return wanted;
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
