'use client';

import { useEffect, useState } from 'react';
import { subscribeTheme } from './theme-choice';
import { tokenProperty, type ColorToken } from './tokens';

function read<T extends ColorToken>(tokens: readonly T[]): Record<T, string> {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(tokens.map((token) => [token, style.getPropertyValue(tokenProperty(token)).trim()])) as Record<T, string>;
}

/** The tokens as the stylesheet resolves them, for what cannot take a var() (nivo's animated SVG fills). */
export function useTokenValues<T extends ColorToken>(tokens: readonly T[]): Record<T, string> {
  const [values, setValues] = useState(() => read(tokens));
  useEffect(() => subscribeTheme(() => setValues(read(tokens))), [tokens]);
  return values;
}
