'use client';

import { MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

/** With reduced motion requested, nothing moves: the islands read useReducedMotionConfig() first. */
export function MotionProvider({ children }: { children: ReactNode }) {
  return <MotionConfig reducedMotion="user">{children}</MotionConfig>;
}
