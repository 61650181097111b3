'use client';

import { MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

/**
 * The app's motion policy: with reduced motion requested by the visitor's system, nothing moves.
 * The islands read it with useReducedMotionConfig() before they start any animation.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return <MotionConfig reducedMotion="user">{children}</MotionConfig>;
}
