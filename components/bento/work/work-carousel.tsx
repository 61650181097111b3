/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import type { StyleTarget } from '@/components/motion/animate-style';
import { useAnimatedState } from '@/components/motion/use-animated-state';
import { useLiveContent, type Loader } from '@/components/content/use-live-content';
import { CAROUSEL } from '@/lib/constants';
import type { Role } from '@/lib/content/types';
import { shownIndex, wrapIndex } from './carousel-index';
import { RoleCard } from './role-card';

const loadRoles: Loader<Role> = (refresh, backend) => refresh.refreshRoles(backend);

type Choice = { id: number; step: number } | null;

/** A role chosen with a step comes in from that side; the first role is simply there. */
const slideLook = (chosen: Choice): StyleTarget => ({ opacity: [0, 1], x: [Math.sign(chosen?.step ?? 0) * CAROUSEL.slideOffsetPx, 0] });

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
  const slideRef = useRef<HTMLDivElement>(null);
  useAnimatedState(slideRef, chosen, slideLook, CAROUSEL.slideMs);

  const index = shownIndex(roles, chosen?.id ?? null);
  const role = roles[index];

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
          <RoleCard key={role.id} role={role} />
        </div>
      </div>
    </section>
  );
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
