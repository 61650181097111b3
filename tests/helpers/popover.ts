/**
 * The part of the Popover API the menus' React code meets, for jsdom (which has none): open state
 * and `:popover-open`, show/hide/toggle, `toggle` events (dispatched at once, where a browser queues
 * them), a popovertarget button's click, and the focus going back to the invoker on a hide. Escape,
 * light dismiss and the top layer are the browser's: the e2e tests hold those.
 */
export function installPopovers(): void {
  const open = new Map<Element, Element | null>(); // each open popover, and what had the focus
  const change = (popover: HTMLElement, next: boolean) => {
    if (open.has(popover) === next) return;
    if (next) open.set(popover, document.activeElement);
    else {
      const before = open.get(popover);
      open.delete(popover);
      if (popover.contains(document.activeElement) && before instanceof HTMLElement) before.focus();
    }
    const state = (isOpen: boolean) => (isOpen ? 'open' : 'closed');
    popover.dispatchEvent(Object.assign(new Event('toggle'), { newState: state(next), oldState: state(!next) }));
  };
  const proto = HTMLElement.prototype;
  proto.showPopover = function (this: HTMLElement) {
    change(this, true);
  };
  proto.hidePopover = function (this: HTMLElement) {
    change(this, false);
  };
  proto.togglePopover = function (this: HTMLElement, options?: TogglePopoverOptions | boolean) {
    const force = typeof options === 'boolean' ? options : options?.force;
    change(this, force ?? !open.has(this));
    return open.has(this);
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selectors: string) {
    return selectors === ':popover-open' ? open.has(this) : matches.call(this, selectors);
  } as typeof matches;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null;
    const popover = button && document.getElementById(button.getAttribute('popovertarget')!);
    if (popover) change(popover, !open.has(popover));
  });
}
