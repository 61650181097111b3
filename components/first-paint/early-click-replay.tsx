'use client';

import { useEffect } from 'react';
import { replayEarlyClicks } from './page-lifecycle';

/**
 * Last in the page, so its effect runs after every island's: a click on a button made before
 * hydration (the gate script kept it) is carried out now that the button's island listens.
 */
export function EarlyClickReplay() {
  useEffect(() => replayEarlyClicks(), []);
  return null;
}
