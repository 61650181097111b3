import { applyThemeChoice, THEME_ATTRIBUTE, THEME_COLOR_META, THEME_STORAGE_KEY, type ThemeDom } from '@/components/theme/theme-choice';
import { GATE } from '@/lib/constants';
import { EARLY_CLICK_OWNERS, EARLY_CLICK_TARGETS } from './early-clicks';
import { GATE_CLOSED_CLASS, GATE_OPEN, MOTION_CLASS, REDUCED_MOTION_QUERY } from './gate-signals';
import { isRevealDue, markRevealed, REVEAL_SELECTOR, REVEAL_SHARE, REVEALED_ATTRIBUTE } from './reveal-rule';

/** Everything the before-paint script knows, as JSON: beforePaint reaches nothing outside its own body. */
export type BeforePaintConfig = {
  theme: ThemeDom & { storageKey: string };
  /** `holds`: the page waits behind the spinner; a page without the gate (a case study) only gives the signal. */
  gate: { holds: boolean; closedClass: string; openName: string; giveUpMs: number; fontLoads: string[] };
  motion: { className: string; reducedQuery: string };
  reveals: { selector: string; revealedAttribute: string; share: number; fallbackMs: number };
  /** `owners`: what a click belongs to, the innermost of them; it is kept only when that one is a target. */
  earlyClicks: { targets: string; owners: string };
};

/** What the post-build knows the before-paint script by, whatever the build made of its code: the signal as its config names it. */
const gateSignal: Pick<BeforePaintConfig['gate'], 'openName'> = { openName: GATE_OPEN };
export const GATE_SIGNAL = JSON.stringify(gateSignal).slice(1, -1);

type BeforePaintHelpers = { applyTheme: typeof applyThemeChoice; revealDue: typeof isRevealDue; markRevealed: typeof markRevealed };

/** Runs in <head> as the text beforePaintScript makes of it: no import, no module constant, no syntax compiled into helpers. */
function beforePaint(config: BeforePaintConfig, helpers: BeforePaintHelpers): void {
  const root = document.documentElement;

  function applyStoredTheme(): void {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(config.theme.storageKey);
    } catch {
      // Refused (a privacy mode): the system decides.
    }
    helpers.applyTheme(stored, config.theme);
  }

  function welcomeMotion(): boolean {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia(config.motion.reducedQuery).matches;
    if (!reduced) root.classList.add(config.motion.className);
    return !reduced;
  }

  /** A click made before hydration, on a button or a card, is kept from the page and handed over to be replayed. */
  let hydrated = false;
  function keepEarlyClicks(): void {
    const kept: HTMLElement[] = [];
    function keep(event: MouseEvent): void {
      const target = event.target;
      const owner = target instanceof Element ? target.closest(config.earlyClicks.owners) : null;
      if (!(owner instanceof HTMLElement) || !owner.matches(config.earlyClicks.targets)) return;
      kept.push(owner);
      event.stopPropagation();
    }
    window.addEventListener('click', keep, true);
    window.__takeEarlyClicks = function takeEarlyClicks(): HTMLElement[] {
      hydrated = true;
      window.removeEventListener('click', keep, true);
      return kept.splice(0);
    };
  }

  /** While the content is still skipped, this layout is nearly free. */
  function scrollToTop(): void {
    window.scrollTo(0, 0);
  }

  /** Read after the open page's first frame, once its layout is done; the rest are the Reveal islands'. */
  function revealInView(): void {
    document.querySelectorAll(config.reveals.selector).forEach(function (element) {
      if (helpers.revealDue(element.getBoundingClientRect(), window.innerHeight, config.reveals.share)) helpers.markRevealed(element, 'css', config.reveals.revealedAttribute);
    });
  }

  function revealAllUnlessHydrated(): void {
    if (hydrated) return;
    document.querySelectorAll(config.reveals.selector).forEach(function (element) {
      helpers.markRevealed(element, 'css', config.reveals.revealedAttribute);
    });
  }

  function afterFirstFrame(run: () => void): void {
    window.requestAnimationFrame(function () {
      window.setTimeout(run, 0);
    });
  }

  /** The fonts (a failed font does not hold the page) and the window's load. */
  function whenFontsAndLoad(): Promise<unknown> {
    const fontSet = document.fonts;
    const fonts = fontSet
      ? Promise.all(
          config.gate.fontLoads.map(function (font) {
            return fontSet.load(font);
          }),
        )
      : Promise.resolve();
    const load = new Promise<void>(function (resolve) {
      if (document.readyState === 'complete') resolve();
      else
        window.addEventListener(
          'load',
          function () {
            resolve();
          },
          { once: true },
        );
    });
    return Promise.all([fonts.catch(function () {}), load]);
  }

  /** Shows the page once both are done, or after giveUpMs rather than trap a visitor behind a slow font. */
  function gate(motion: boolean): void {
    let opened = false;
    function open(): void {
      if (opened) return;
      opened = true;
      scrollToTop();
      root.classList.remove(config.gate.closedClass);
      if (motion) {
        afterFirstFrame(revealInView);
        window.setTimeout(revealAllUnlessHydrated, config.reveals.fallbackMs);
      }
      performance.mark(config.gate.openName);
      window.dispatchEvent(new Event(config.gate.openName));
    }
    if (!config.gate.holds) {
      // Nothing to wait for: the signal at once, which the framework's loader waits for beside the first
      // paint, as a mark for a loader that runs later and as the event for one that already listens.
      performance.mark(config.gate.openName);
      window.dispatchEvent(new Event(config.gate.openName));
      return;
    }
    // The page opens at its top: the browser must not restore a scroll meanwhile.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    whenFontsAndLoad().then(open);
    window.setTimeout(open, config.gate.giveUpMs);
  }

  if (config.gate.holds) root.classList.add(config.gate.closedClass);
  applyStoredTheme();
  const motion = welcomeMotion();
  keepEarlyClicks();
  gate(motion);
}

/** The script's text, as next-themes makes its own: the function's source called with its config. */
export function beforePaintScript(config: BeforePaintConfig): string {
  // '<' escaped, so that no value can close the <script> it is inlined in.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(${beforePaint.toString()})(${json},{applyTheme:${applyThemeChoice.toString()},revealDue:${isRevealDue.toString()},markRevealed:${markRevealed.toString()}});`;
}

/** The page's config; `fonts` are the families next/font named, their first family loaded at the weights the page shows first. */
export function pageBeforePaintConfig(fonts: { sans: string; serif: string }, { gate = true } = {}): BeforePaintConfig {
  return {
    theme: { attribute: THEME_ATTRIBUTE, storageKey: THEME_STORAGE_KEY, colorMeta: THEME_COLOR_META },
    gate: {
      holds: gate,
      closedClass: GATE_CLOSED_CLASS,
      openName: GATE_OPEN,
      giveUpMs: GATE.giveUpMs,
      fontLoads: [`400 1em ${primaryFamily(fonts.sans)}`, `300 1em ${primaryFamily(fonts.serif)}`],
    },
    motion: { className: MOTION_CLASS, reducedQuery: REDUCED_MOTION_QUERY },
    reveals: { selector: REVEAL_SELECTOR, revealedAttribute: REVEALED_ATTRIBUTE, share: REVEAL_SHARE, fallbackMs: GATE.motionFallbackMs },
    earlyClicks: { targets: EARLY_CLICK_TARGETS, owners: EARLY_CLICK_OWNERS },
  };
}

export function primaryFamily(fontFamily: string): string {
  return fontFamily.split(',')[0]?.trim() ?? fontFamily;
}
