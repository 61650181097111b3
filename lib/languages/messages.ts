/**
 * Every word the page says, by the part of the page that says it. One file per language
 * (lib/i18n/<code>.ts) satisfies this type, so a language missing a key, or giving a text with
 * values another signature, fails typecheck. Texts with values are functions of those values; those
 * a client island says reach it as templates (template.ts), so they must place their values, not compute with them.
 * The owner's own texts (headline, intros, what they do) are not here: they live in lib/profile.ts.
 */
export type Messages = {
  /** Said by more than one part of the page. */
  common: {
    /** After a link's name, read by assistive technology only: the link opens a new tab. */
    opensInNewTab: string;
  };
  /** The spinner shown until the page's fonts and load are done. */
  gate: {
    /** The spinner's status, read by assistive technology only. */
    loading: string;
  };
  /** The fixed bar at the top: the owner's name, their profiles, the theme menu. */
  nav: {
    /** The navigation landmark's name. */
    label: string;
    linkedIn: string;
    /** The GitHub menu's button. */
    github: string;
    /** The GitHub menu's name. */
    githubProfiles: string;
    professionalGitHub: string;
    personalGitHub: string;
  };
  /** The navbar's language menu, there when the site has more than one language; each item is the language's own name for itself. */
  languages: {
    /** The menu button's and the menu's name. */
    label: string;
  };
  /** The navbar's theme menu. */
  theme: {
    /** The menu button's and the menu's name. */
    label: string;
    light: string;
    dark: string;
    system: string;
  };
  hero: {
    /** The floating tags read once, as a sentence (they are hidden from assistive technology). */
    tagsSentence: (tags: readonly string[]) => string;
  };
  /** The about block: location, socials and the résumé link, what the owner does. */
  about: {
    /** The block's heading, read by assistive technology only. */
    heading: string;
    location: string;
    socials: string;
    whatIDo: string;
    linkedIn: string;
    github: string;
    /** Beside "GitHub": which of the two profiles. */
    professional: string;
    personal: string;
    /** The résumé PDF's download link, and the hint after it: its size. */
    resume: string;
    resumeSize: (kilobytes: number) => string;
  };
  /** The work block: its heading and the roles' carousel. */
  work: {
    heading: string;
    /** The carousel's name. */
    roles: string;
    /** What assistive technology calls the carousel, and each of its slides. */
    carousel: string;
    slide: string;
    /** Each slide's name: "n of N". An island text: it places its values. */
    slideLabel: (position: number, total: number) => string;
    /** The buttons' names. */
    previous: string;
    next: string;
    /** Shown only while roles load with none to show yet. */
    loading: string;
    /** The badge of the current role, on its card and in the printed résumé. */
    currentRole: string;
  };
  /** The projects block and its cards. */
  projects: {
    /** The section's name. */
    label: string;
    /** Its heading, read by assistive technology only. */
    heading: string;
    /** Shown only while projects load with none to show yet. */
    loading: string;
    /** A card's list of tags. */
    tags: string;
    website: string;
    github: string;
    /** The card's links' full names, which say that they open a new tab. Island texts: they place their values. */
    websiteOf: (title: string) => string;
    githubOf: (title: string) => string;
  };
  /** The education block, there when the education table has rows. */
  education: {
    heading: string;
    /** Before an institution's score (JSON Resume's `score`, a GPA or a grade). */
    score: string;
    /** The name of an institution's list of courses. */
    courses: string;
  };
  /** The skills block, there when the skills table has rows. */
  skills: {
    heading: string;
  };
  /** The three résumés: the printed page, resume.pdf and resume.json. */
  resume: {
    /** The printed résumé's name. */
    label: string;
    /** The PDF's title. */
    title: (name: string) => string;
    /** resume.json's link in the page's head. */
    jsonTitle: string;
    experience: string;
    education: string;
    skills: string;
    projects: string;
    /** What goes before an education's grade and its courses: "Grade: 3.8". */
    score: string;
    courses: string;
    /** The end of a time that goes on: "2016 – Present", also in the timeframe `npm run import` writes. */
    present: string;
    /** The owner's profiles as the résumé's header names them. */
    profileLinks: { linkedIn: string; professionalGitHub: string; personalGitHub: string };
  };
  /** The 404 page. */
  notFound: {
    title: (name: string) => string;
    heading: string;
    text: string;
    back: (name: string) => string;
  };
  /** The link preview image (og.png). */
  linkPreview: {
    alt: (name: string, jobTitle: string, headline: string) => string;
  };
};
