'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Each case study's address by project id; outside a provider (a test, a refresh's new project) a card has none. */
const CaseStudyLinksContext = createContext<Record<number, string>>({});

/** The case studies the build made, for every card below: those of the build and those a refresh or a later run brings. */
export function CaseStudyLinksProvider({ links, children }: { links: Record<number, string>; children: ReactNode }) {
  return <CaseStudyLinksContext.Provider value={links}>{children}</CaseStudyLinksContext.Provider>;
}

export function useCaseStudyLink(id: number): string | null {
  return useContext(CaseStudyLinksContext)[id] ?? null;
}
