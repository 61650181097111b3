'use client';

import type { ReactNode } from 'react';
import { PRINTED_RESUME_PROP } from '@/components/server-html-props';
import { StaticHtml } from '@/components/static-html';

/** Kept as the server wrote it; the prop's name is how the post-build finds its payload row. */
export function PrintedResumeHtml({ [PRINTED_RESUME_PROP]: printed }: Record<typeof PRINTED_RESUME_PROP, ReactNode>) {
  return <StaticHtml>{printed}</StaticHtml>;
}
