'use client';

import { useEffect } from 'react';

/**
 * Events that no component handles as a React prop (eslint.config.mjs forbids their props in the
 * site's components): the ones that come in streams (the wheel, the pointer crossing from one element
 * to another, touches) and those of a press and of focus, of which the components need only the
 * click and the key pressed. A listener of the page's own that needs one listens at the window in
 * the capture phase, which the stop leaves be (an open menu's outside press, the pie's labels).
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
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'focusin',
  'focusout',
  'keyup',
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
 * a resting pointer, each element it crossed sent React four events, and each wheel step one, and a
 * tap four more besides its click, that React walked its tree for with nothing to call.
 */
export function KeepUnhandledEventsFromReact() {
  useEffect(() => keepEventsFromReact(EVENTS_NO_COMPONENT_HANDLES), []);
  return null;
}
