import type { MotionDom } from '@/components/motion/load-motion';
import { EASE_OUT, HERO, HERO_TAGS } from '@/lib/constants';
import { HERO_HIDDEN_ATTRIBUTE } from './hero-parts';

// Only what scroll and the pointer drive; the entrance is CSS (hero-entrance-css.ts).

/**
 * Where a spring counts as arrived: below what shows (half a percent of opacity, a twentieth of a
 * percent of the content's height, a fraction of a pixel). These springs are heavily damped, and
 * motion's default (a thousandth) kept each restyling the hero on every frame for 4 to 7 s after a scroll.
 */
const ARRIVED = { opacity: { restDelta: 0.005, restSpeed: 0.01 }, offsetPercent: { restDelta: 0.05, restSpeed: 0.05 } };

/** `onUnseen` hears each change of whether the hero is unseen (the tags' pulses pause meanwhile). */
export function scrollSprings(motion: MotionDom, content: HTMLElement, onUnseen: (unseen: boolean) => void): () => void {
  const { mapValue, motionValue, scroll, springValue, styleEffect, transformValue } = motion;
  const scrollY = motionValue(window.scrollY);
  const opacityTarget = mapValue(scrollY, [0, HERO.opacityRangePx], [1, 0]);
  const offsetTarget = mapValue(scrollY, [0, HERO.offsetRangePx], [0, HERO.offsetMaxPercent]);
  const opacity = springValue(opacityTarget, { ...HERO.opacitySpring, ...ARRIVED.opacity });
  const offsetPercent = springValue(offsetTarget, { ...HERO.offsetSpring, ...ARRIVED.offsetPercent });
  // Scrolled by the hero's height, it is hidden: on phones it has left the screen, from md up (where
  // it is sticky) the blocks, on their own ground, cover it. Faded out with nothing to fade back in
  // to (past the first opacityRangePx, long before its height on every screen), it is as unseen.
  // Unseen, the springs arrive at once, as nobody sees them and each of their frames was a
  // main-thread frame under whatever the visitor tapped further down the page; and the tags' pulses
  // pause (HERO_HIDDEN_ATTRIBUTE). The height is read on resize, never in a scroll.
  const hero = content.parentElement ?? content;
  let hiddenFrom = hero.offsetHeight;
  const measure = () => (hiddenFrom = hero.offsetHeight);
  window.addEventListener('resize', measure, { passive: true });
  let hidden = false;
  let unseen = false;
  const follow = () => {
    const now = hidden || (opacityTarget.get() === 0 && opacity.get() <= ARRIVED.opacity.restDelta);
    if (now !== unseen) {
      content.toggleAttribute(HERO_HIDDEN_ATTRIBUTE, now);
      onUnseen(now);
    }
    unseen = now;
    if (!unseen) return;
    opacity.jump(opacityTarget.get());
    offsetPercent.jump(offsetTarget.get());
  };
  // After the springs' own subscriptions, so a new target set while unseen is arrived at, not sprung to.
  const stopFollowing = [opacityTarget, offsetTarget, opacity].map((value) => value.on('change', follow));
  const stopScroll = scroll((_progress: number, info: { y: { current: number } }) => {
    hidden = info.y.current >= hiddenFrom;
    scrollY.set(info.y.current);
    follow();
  });
  const transform = transformValue(() => {
    const offset = offsetPercent.get();
    return offset ? `translate3d(0, ${offset}%, 0)` : 'none';
  });
  const stopStyle = styleEffect(content, { opacity, transform });
  return () => {
    stopScroll();
    stopFollowing.forEach((stop) => stop());
    window.removeEventListener('resize', measure);
    stopStyle();
    content.removeAttribute(HERO_HIDDEN_ATTRIBUTE);
    for (const value of [scrollY, opacityTarget, offsetTarget, opacity, offsetPercent, transform]) value.destroy();
    content.style.opacity = '';
    content.style.transform = '';
  };
}

/** Alternating signs make the tags seem to sit at different depths. */
const DRIFT_FACTORS = [1, -0.7, 0.85, -1, 0.6];

export function driftReach(index: number): number {
  return (DRIFT_FACTORS[index % DRIFT_FACTORS.length] ?? 1) * HERO_TAGS.driftMaxPx;
}

/** How long a tag takes to catch up with the pointer; eased out, so it trails and settles without overshoot. */
const DRIFT_MS = 500;
const DRIFT_EASING = `cubic-bezier(${EASE_OUT.join(', ')})`;

type Offset = { x: number; y: number };
const REST: Offset = { x: 0, y: 0 };
const translate = ({ x, y }: Offset) => `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px)`;

/**
 * One tag's drift: a Web Animation of its transform from where it is to where the pointer sends it.
 * Where it is comes from the running animation's own eased progress, so a retarget reads no style.
 * As CSS transitions, each retarget sent React a transitioncancel, a transitionrun and a
 * transitionstart per tag (fifteen events through its root listener a frame) and had every frame's
 * restyle find the new transitions: a pointer move at the top of the page answered in 40 ms on a
 * mid-tier phone, 25 ms so (ad hoc, medians of 15). Arrived, the tag holds the place in its own style
 * and the animation goes: one left filling would keep the tag a composited layer for good.
 */
function drift(tag: HTMLElement): { to: (target: Offset) => void; stop: () => void } {
  let from = REST;
  let to = REST;
  let running: Animation | null = null;
  const stop = () => {
    running?.cancel();
    running = null;
  };
  return {
    to(target) {
      const progress = running?.effect?.getComputedTiming().progress ?? 1;
      from = { x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress };
      to = target;
      stop();
      const animation = tag.animate({ transform: [translate(from), translate(to)] }, { duration: DRIFT_MS, easing: DRIFT_EASING, fill: 'forwards' });
      // A retarget cancels the running animation: one that finishes is the latest.
      animation.onfinish = () => {
        tag.style.transform = translate(to);
        from = to;
        stop();
      };
      running = animation;
    },
    stop,
  };
}

/**
 * Each tag follows the pointer by an animation of its transform, retargeted at most once a frame,
 * which the compositor runs. Springs run by script took a frame callback on every frame the pointer
 * moved, 11 to 14 ms each on a mid-tier phone, inside whatever the visitor was tapping.
 */
export function driftTags(tags: HTMLElement[], unseen: () => boolean): () => void {
  const drifts = tags.map(drift);
  let pointer = REST;
  let frame = 0;
  const follow = () => {
    frame = 0;
    drifts.forEach((drifting, index) => {
      const reach = driftReach(index);
      drifting.to({ x: pointer.x * reach, y: pointer.y * reach });
    });
  };
  const onMove = (event: PointerEvent) => {
    // Nobody sees the tags once the hero is unseen: following the pointer there restyled them, and
    // started their animations, inside every hover further down the page. The next move after the
    // hero comes back catches them up.
    if (unseen()) return;
    pointer = {
      x: window.innerWidth ? (event.clientX / window.innerWidth) * 2 - 1 : 0,
      y: window.innerHeight ? (event.clientY / window.innerHeight) * 2 - 1 : 0,
    };
    frame ||= requestAnimationFrame(follow);
  };
  window.addEventListener('pointermove', onMove, { passive: true });
  return () => {
    window.removeEventListener('pointermove', onMove);
    cancelAnimationFrame(frame);
    drifts.forEach((drifting) => drifting.stop());
    tags.forEach((tag) => (tag.style.transform = ''));
  };
}
