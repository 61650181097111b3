/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLiveContent, type Loader } from '@/components/content/use-live-content';
import { CAROUSEL } from '@/lib/constants';
import type { Role } from '@/lib/content/types';
import { shownIndex, wrapIndex } from './carousel-index';
import type { ChartData } from './chart-layers';
import { RoleCard } from './role-card';

const loadRoles: Loader<Role> = (refresh, backend) => refresh.refreshRoles(backend);

type Choice = { id: number; step: number } | null;

/**
 * A role chosen with a step comes in from that side; the first role is simply there. A Web Animation
 * of opacity and transform, which the compositor runs: driven by motion, the slide's translation took
 * a script callback every frame.
 */
function slideIn(slide: HTMLElement, step: number): Animation {
  const keyframes = { opacity: [0, 1], transform: [`translateX(${Math.sign(step) * CAROUSEL.slideOffsetPx}px)`, 'none'] };
  return slide.animate(keyframes, { duration: CAROUSEL.slideMs, easing: 'ease-in-out' });
}

const carousel = css({ display: 'grid', gap: '0.75rem' });

const controls = css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '0.5rem' });

const position = css({
  minWidth: '3.5rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  color: 'var(--ink-muted)',
  fontSize: '0.9rem',
});

const control = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  border: '1px solid var(--line)',
  background: 'var(--surface)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--page-bg)' },
});

/**
 * One role at a time, with previous and next buttons that wrap (WAI-ARIA APG carousel: a labelled
 * region, "n of N" slides, a polite live region). It starts at role id 1. A new role slides in
 * from the side it came from.
 */
export function WorkCarousel({ initialRoles, builtVersion }: { initialRoles: Role[]; builtVersion: number | null }) {
  const { items: roles, loading } = useLiveContent<Role, Role[]>(initialRoles, loadRoles, { version: builtVersion, count: initialRoles.length });
  const [chosen, setChosen] = useState<Choice>(null);
  // The role whose neighbours' pies are drawn ahead: the shown one, once its slide has ended.
  const [settledId, setSettledId] = useState<number | null>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotionConfig() ?? false;

  const index = shownIndex(roles, chosen?.id ?? null);
  const role = roles[index];
  const roleId = role?.id ?? null;

  useEffect(() => {
    const settle = () => setSettledId(roleId);
    if (!chosen || reduced || !slideRef.current) return settle();
    // Drawing a pie ahead while the new card is being painted and slid in would take the CPU from
    // both: the card answered the click 30 ms later on a phone (Event Timing), so it waits its turn.
    const slide = slideIn(slideRef.current, chosen.step);
    slide.finished.then(settle, () => {});
    return () => slide.cancel();
  }, [chosen, reduced, roleId]);

  const settledIndex = settledId === null ? -1 : roles.findIndex((candidate) => candidate.id === settledId);
  const upcoming = useMemo(() => (settledIndex < 0 ? NONE : neighbours(roles, settledIndex)), [roles, settledIndex]);

  if (!role) {
    return loading ? <p className="status">Loading roles...</p> : null;
  }

  const go = (step: number) => {
    const next = roles[wrapIndex(index + step, roles.length)];
    if (next) setChosen({ id: next.id, step });
  };

  return (
    <section css={carousel} aria-roledescription="carousel" aria-label="Roles">
      <div css={controls}>
        <button type="button" css={control} aria-label="Previous role" onClick={() => go(-1)}>
          <Arrow direction="previous" />
        </button>
        <p css={position} aria-hidden="true">
          {index + 1} / {roles.length}
        </p>
        <button type="button" css={control} aria-label="Next role" onClick={() => go(1)}>
          <Arrow direction="next" />
        </button>
      </div>
      <div aria-live="polite">
        <div ref={slideRef} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${roles.length}`}>
          {/* One card for every role, not one per role: a role change updates its text and shows that role's pie, where a new card would lose the pies already drawn. */}
          <RoleCard role={role} upcoming={upcoming} />
        </div>
      </div>
    </section>
  );
}

const NONE: ChartData[] = [];

/** The roles Previous and Next would show, whose pies are drawn ahead. */
function neighbours(roles: Role[], index: number): ChartData[] {
  return [-1, 1]
    .map((step) => roles[wrapIndex(index + step, roles.length)])
    .filter((role): role is Role => role !== undefined && role.responsibilities.length > 0)
    .map((role) => ({ key: role.id, responsibilities: role.responsibilities }));
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
