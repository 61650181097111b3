/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { tokenVar } from '@/components/theme/tokens';
import type { LanguageMark } from '@/lib/content/fallback';
import { HERO_TAGS, type PaletteColor } from '@/lib/constants';
import { mediaUp } from '@/lib/media';
import { heroPart } from './hero-parts';

// Logical sides, so the tags mirror with a right-to-left page.
type Position = Partial<Record<'top' | 'insetInlineEnd' | 'bottom' | 'insetInlineStart', string>>;

/** Around the text, never on it: above and below it on phones, in the gutters beside it from md up. */
const PHONE: Position[] = [
  { top: '4%', insetInlineStart: '2%' },
  { top: '11%', insetInlineEnd: '4%' },
  { bottom: '12%', insetInlineStart: '8%' },
  { bottom: '4%', insetInlineEnd: '30%' },
  { bottom: '15%', insetInlineEnd: '2%' },
];
const WIDE: Position[] = [
  { top: '8%', insetInlineStart: '0.5rem' },
  { top: '14%', insetInlineEnd: '0.5rem' },
  { bottom: '36%', insetInlineStart: '1.5rem' },
  { bottom: '4%', insetInlineStart: '1rem' },
  { bottom: '14%', insetInlineEnd: '1rem' },
];

const list = css({ position: 'absolute', inset: 0, margin: 0, padding: 0, listStyle: 'none', pointerEvents: 'none' });

const place = (index: number) =>
  css({ position: 'absolute', ...PHONE[index % PHONE.length], [mediaUp('md')]: { top: 'auto', insetInlineEnd: 'auto', bottom: 'auto', insetInlineStart: 'auto', ...WIDE[index % WIDE.length] } });

const chip = (color: PaletteColor) =>
  css({
    display: 'inline-block',
    padding: '0.3rem 0.8rem',
    borderRadius: 999,
    fontSize: '0.875rem',
    fontWeight: 600,
    background: tokenVar(color),
    color: color === 'darkGreen' ? tokenVar('darkGreenInk') : tokenVar('paletteInk'),
  });

/**
 * Blink restyles an animated element's pseudo-element in every main-thread frame (every tap's answer), so
 * the word is drawn a level down, inside the pulsing chip: e2e/hero.spec.ts, "has five tags…", guards it.
 */
const word = css({ '&::before': { content: 'attr(data-label)' } });

/** Decoration, hidden from assistive technology (the hero reads the words once, as a sentence); CSS draws each from data-label. */
export function HeroTags({ tags, language }: { tags: readonly string[]; language: LanguageMark }) {
  return (
    <ul css={list} aria-hidden="true">
      {tags.map((tag, index) => {
        const color = HERO_TAGS.colors[index % HERO_TAGS.colors.length]!;
        return (
          <li key={tag} css={place(index)} data-color={color} {...heroPart('tag')}>
            <span css={chip(color)} {...heroPart('tagPulse')}>
              <span css={word} data-label={tag} {...language} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
