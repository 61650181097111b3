import type { MotionDom } from '@/components/motion/load-motion';
import { EASE_OUT, HERO, HERO_TAGS } from '@/lib/constants';

// Only what scroll and the pointer drive; the entrance is the page's own script (hero-entrances.ts).

/** Arrived below what shows: with motion's default (a thousandth) these damped springs restyled the hero for seconds after a scroll. */
const ARRIVED = { opacity: { restDelta: 0.005, restSpeed: 0.01 }, offsetPercent: { restDelta: 0.05, restSpeed: 0.05 } };

/** `onUnseen` hears each change of whether the hero is unseen (the tags' pulses pause meanwhile). */
export function scrollSprings(motion: MotionDom, content: HTMLElement, onUnseen: (unseen: boolean) => void): () => void {
  const { mapValue, motionValue, scroll, springValue, styleEffect, transformValue } = motion;
  const scrollY = motionValue(window.scrollY);
  const opacityTarget = mapValue(scrollY, [0, HERO.opacityRangePx], [1, 0]);
  const offsetTarget = mapValue(scrollY, [0, HERO.offsetRangePx], [0, HERO.offsetMaxPercent]);
  const opacity = springValue(opacityTarget, { ...HERO.opacitySpring, ...ARRIVED.opacity });
  const offsetPercent = springValue(offsetTarget, { ...HERO.offsetSpring, ...ARRIVED.offsetPercent });
  // Scrolled past (off a phone's screen, or covered by the blocks) or faded out, the hero is unseen: its
  // springs arrive at once and its pulses pause, as each frame of theirs ran under whatever was tapped below.
  // The height is read on resize, never in a scroll.
  const hero = content.parentElement ?? content;
  let hiddenFrom = hero.offsetHeight;
  const measure = () => (hiddenFrom = hero.offsetHeight);
  window.addEventListener('resize', measure, { passive: true });
  let hidden = false;
  let unseen = false;
  const follow = () => {
    const now = hidden || (opacityTarget.get() === 0 && opacity.get() <= ARRIVED.opacity.restDelta);
    if (now !== unseen) onUnseen(now);
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
 * A Web Animation from where the tag is (the running one's eased progress, so a retarget reads no style):
 * CSS transitions had every frame's restyle find new ones. Arrived, the tag keeps the place in its own
 * style: an animation left filling keeps it a composited layer for good.
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

/** Retargeted at most once a frame and run by the compositor: springs run by script took every frame the pointer moved. */
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
    // Unseen, following the pointer restyled the tags inside every hover further down; the next move catches them up.
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
