import { render } from '@testing-library/react';
import { keepEventsFromReact, KeepUnhandledEventsFromReact } from './react-root-events';

/** Where an event dispatched on `target` is heard: the window's capture phase, and the document (React's root). */
function heard(type: string, target: Element) {
  const seen = { window: 0, document: 0 };
  const atWindow = () => seen.window++;
  const atDocument = () => seen.document++;
  window.addEventListener(type, atWindow, { capture: true });
  document.addEventListener(type, atDocument, { capture: true });
  document.addEventListener(type, atDocument);
  target.dispatchEvent(new Event(type, { bubbles: true }));
  window.removeEventListener(type, atWindow, { capture: true });
  document.removeEventListener(type, atDocument, { capture: true });
  document.removeEventListener(type, atDocument);
  return seen;
}

describe('keepEventsFromReact', () => {
  it('stops the given events at the window, before the document, and lets others through', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const stopKeeping = keepEventsFromReact(['pointerover']);
    expect(heard('pointerover', element)).toEqual({ window: 1, document: 0 });
    expect(heard('click', element)).toEqual({ window: 1, document: 2 });
    stopKeeping();
    expect(heard('pointerover', element)).toEqual({ window: 1, document: 2 });
    element.remove();
  });

  it('with a node, stops only the events whose target is in it', () => {
    const inside = document.body.appendChild(document.createElement('div'));
    const outside = document.body.appendChild(document.createElement('div'));
    const child = inside.appendChild(document.createElement('span'));
    const stopKeeping = keepEventsFromReact(['transitionrun'], inside);
    expect(heard('transitionrun', child)).toEqual({ window: 1, document: 0 });
    expect(heard('transitionrun', outside)).toEqual({ window: 1, document: 2 });
    stopKeeping();
    inside.remove();
    outside.remove();
  });
});

describe('KeepUnhandledEventsFromReact', () => {
  it("keeps the wheel, the pointer's crossings, touches, presses and focus from the document while mounted, and nothing else", () => {
    const element = document.body.appendChild(document.createElement('div'));
    const { unmount } = render(<KeepUnhandledEventsFromReact />);
    const kept = ['wheel', 'mousemove', 'mouseover', 'mouseout', 'pointerover', 'pointerout', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'focusin', 'focusout', 'keyup'];
    for (const type of kept) {
      expect({ type, ...heard(type, element) }).toEqual({ type, window: 1, document: 0 });
    }
    // What the components handle (onClick, onKeyDown), and the pointer's moves, which the hero's tags follow.
    for (const type of ['click', 'keydown', 'pointermove']) {
      expect({ type, ...heard(type, element) }).toEqual({ type, window: 1, document: 2 });
    }
    unmount();
    expect(heard('wheel', element)).toEqual({ window: 1, document: 2 });
    element.remove();
  });
});
