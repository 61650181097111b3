import { compiler as markdownToHtml } from 'markdown-to-jsx/html';
import { sanitizeMarkdownUrl } from '@/lib/markdown-sanitizer';
import type { Education, Project, Responsibility, Role, Skill } from '@/lib/content/types';
import type { ContentItems } from '@/lib/content/tables';
import type { Messages } from '@/lib/languages/messages';
import { emailOf, isEmail, type Link } from '@/lib/owner-links';

/** The file names under the base path; the page links both and names the JSON as an alternate. */
export const RESUME_FILES = { pdf: 'resume.pdf', json: 'resume.json' } as const;

/**
 * The owner's links, as the résumé's header names them: "GitHub (professional)". The words are given,
 * not imported: the printed roles' island imports this module, and no dictionary ships to the browser.
 */
export function profileLinks(links: readonly Link[], taggedLink: Messages['resume']['taggedLink']) {
  return links.map((link) => ({ network: linkName(link, taggedLink), url: link.url, address: isEmail(link) ? emailOf(link) : link.url }));
}

export const linkName = ({ network, tag }: Link, taggedLink: Messages['resume']['taggedLink']) => (tag ? taggedLink(network, tag) : network);

/** "2021 - 2024", "2021–Present": years a résumé can date; anything else is left undated. */
export function yearsOf(timeframe: string): { startDate?: string; endDate?: string } {
  const match = /^\s*(\d{4})\s*[-–—]\s*(\d{4}|present)\s*$/i.exec(timeframe);
  if (!match) return {};
  const [, start, end] = match;
  return /^\d{4}$/.test(end!) ? { startDate: start, endDate: end } : { startDate: start };
}

export function shares(responsibilities: Responsibility[]): Array<Responsibility & { percent: number }> {
  const total = responsibilities.reduce((sum, item) => sum + item.value, 0);
  return responsibilities.map((item) => ({ ...item, percent: total > 0 ? Math.round((item.value / total) * 100) : 0 }));
}

// markdown-to-jsx decodes every entity in the source; these undo only the escaping its HTML adds.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The page's markdown rules and URL sanitizer, so the files never hold a link the page refused. */
export function plainDescription(source: string): string {
  const html = markdownToHtml(source, { disableParsingRawHTML: true, sanitizer: sanitizeMarkdownUrl });
  return html
    .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, '$2 ($1)')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre|div)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** "React · Next.js": each dot stays on its item's line, never opening the next. */
export const listed = (items: readonly string[]) => items.join('\u00A0· ');

/** Every table's rows; a caller without the later sections (awards to interests) may leave them out. */
export type ResumeContent = { roles: Role[]; projects: Project[]; education: Education[]; skills: Skill[] } & Partial<ContentItems>;

export const isResumeDate = (date: string) => /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(date);

/** "2016", or "Nov 2016" as the language writes it: a day is not shown. Anything else as written. */
export function dateText(date: string, locale: string): string {
  if (!isResumeDate(date)) return date;
  const [year, month] = date.split('-').map(Number);
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', ...(month && { month: 'short' }), timeZone: 'UTC' });
  return format.format(Date.UTC(year!, (month ?? 1) - 1, 1));
}

/** A record's dates as the résumés write them: one date, or a period as dateRange. */
export function recordDates(dates: { date: string } | { start: string; end: string }, locale: string, present: string): string {
  return 'date' in dates ? dateText(dates.date, locale) : dateRange(dates.start, dates.end, locale, present);
}

/** "2012 – 2016", "2016 – Present" (an end not given is now), "2016" when it starts and ends in it. */
export function dateRange(startDate: string, endDate: string, locale: string, present: string): string {
  const start = startDate && dateText(startDate, locale);
  const end = endDate ? dateText(endDate, locale) : start && present;
  return start === end ? start : [start, end].filter(Boolean).join(' – ');
}
