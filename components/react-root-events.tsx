'use client';

import { useEffect } from 'react';

/**
 * Events that come in streams and that no component handles as a React prop: the wheel, the pointer
 * crossing from one element to another, and touches (eslint.config.mjs forbids their props in the
 * site's components). Listeners of the page's own that need one listen at the window in the capture
 * phase, which the stop leaves be (the pie's labels listen for enter and leave events there).
 */
const EVENTS_NO_COMPONENT_HANDLES = [
  'wheel',
  'mousemove',
  'mouseover',
  'mouseout',
  'pointerover',
  'pointerout',
  'touchstart',
  'touchmove',
  'touchend',
  'touchcancel',
] as const;

/**
 * Stops events of `types` at the window, before React's root listener (the App Router hydrates the
 * document, where React listens for every event it knows, in both phases): React walks its tree from
 * the target for each, whether or not a component handles it. `within`: only events whose target is
 * in it. Passive, so a wheel or a touch never waits for it to scroll.
 */
export function keepEventsFromReact(types: readonly string[], within?: Node): () => void {
  const stop = (event: Event) => {
    if (!within || (event.target instanceof Node && within.contains(event.target))) event.stopPropagation();
  };
  const options = { capture: true, passive: true };
  for (const type of types) window.addEventListener(type, stop, options);
  return () => {
    for (const type of types) window.removeEventListener(type, stop, options);
  };
}

/**
 * Keeps EVENTS_NO_COMPONENT_HANDLES from React's root for the page's life: as content scrolled under
 * a resting pointer, each element it crossed sent React four events, and each wheel step one, that
 * React walked its tree for with nothing to call.
 */
export function KeepUnhandledEventsFromReact() {
  useEffect(() => keepEventsFromReact(EVENTS_NO_COMPONENT_HANDLES), []);
  return null;
}
