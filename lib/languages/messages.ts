import type { TableName } from '@/lib/content/tables';

/**
 * Every word the page says, by the part of the page that says it; each lib/i18n/<code>.ts satisfies it.
 * Texts marked "island" reach the browser as templates (template.ts): they may place their values, not compute with them.
 */
export type Messages = {
  common: {
    opensInNewTab: string;
    /** A link home from a page of the site's own: the 404 and the page of every project. */
    backTo: (name: string) => string;
  };
  /** The page gate's spinner; read by assistive technology only. */
  gate: {
    loading: string;
  };
  nav: {
    label: string;
    github: string;
    githubProfiles: string;
    taggedLink: (network: string, tag: string) => string;
  };
  /** The language menu's name; each item is the language's own name for itself. */
  languages: {
    label: string;
  };
  theme: {
    label: string;
    light: string;
    dark: string;
    system: string;
  };
  hero: {
    tagsSentence: (tags: readonly string[]) => string;
  };
  about: {
    heading: string;
    location: string;
    socials: string;
    whatIDo: string;
    resume: string;
    resumeSize: (kilobytes: number) => string;
  };
  /** The roles' carousel; `slideLabel` ("n of N") is an island text. */
  work: {
    heading: string;
    roles: string;
    carousel: string;
    slide: string;
    slideLabel: (position: number, total: number) => string;
    previous: string;
    next: string;
    loading: string;
    currentRole: string;
  };
  /** `websiteOf` and `githubOf` are island texts: the links' full names, saying they open a new tab. */
  projects: {
    label: string;
    heading: string;
    loading: string;
    tags: string;
    website: string;
    github: string;
    websiteOf: (title: string) => string;
    githubOf: (title: string) => string;
    /** Where a visitor without JavaScript finds the projects after those the page holds: "All 1,006 projects". */
    everyProject: (count: string) => string;
    everyProjectTitle: (name: string) => string;
    /** The visible name of a card's link to its project's own page. */
    caseStudy: string;
    /** That link's full name, which starts with the visible one: "Case study: Checkout Playground". */
    caseStudyOf: (title: string) => string;
    /** A case study's <title>: "Checkout Playground · Your Name". */
    caseStudyTitle: (title: string, name: string) => string;
  };
  /** Each content table's heading, by its name: on the page, in print and in resume.pdf. */
  records: Record<TableName, string>;
  /** The printed page, resume.pdf and resume.json. */
  resume: {
    label: string;
    title: (name: string) => string;
    jsonTitle: string;
    score: string;
    courses: string;
    /** The end of a time that goes on: "2016 – Present", also in the timeframe `npm run import` writes. */
    present: string;
    /** A link's name in the header and in resume.json's profiles: "GitHub (professional)". */
    taggedLink: (network: string, tag: string) => string;
  };
  notFound: {
    title: (name: string) => string;
    heading: string;
    text: string;
  };
  linkPreview: {
    alt: (name: string, jobTitle: string, headline: string) => string;
  };
};
