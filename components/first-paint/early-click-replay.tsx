'use client';

import { useEffect } from 'react';
import { replayEarlyClicks } from './early-clicks';

/** Last in the page, so that its effect runs after every island's, each listening by then. */
export function EarlyClickReplay() {
  useEffect(() => replayEarlyClicks(), []);
  return null;
}
