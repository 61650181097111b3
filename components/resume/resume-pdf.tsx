import { Fragment, type ReactElement } from 'react';
import { Document, Link, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Language } from '@/lib/languages';
import { drawable, SANS, SERIF } from './pdf-faces';
import { RECORD_TABLES, recordsOf, type RecordShown } from '@/lib/content/record';
import { listed, plainDescription, profileLinks, recordDates, shares, type ResumeContent } from './resume-content';

const INK = '#1a1a1a';
const MUTED = '#555555';

// react-pdf turns a unitless lineHeight into points where it is set, and the points are inherited:
// the page's 14 pt would stack a 24 pt name onto the next line. Each size states its own leading.
const size = (fontSize: number, lineHeight = 1.4) => ({ fontSize, lineHeight });

// Headings' letters are spaced by half a point: at one, text readers (pdftotext, a recruiter's
// applicant tracking system) read "AU S B I L D U N G" after a kerned pair.
const styles = StyleSheet.create({
  // Inter's contextual alternates (calt: arrows, a colon between digits) were most of the shaping
  // time at scale (docs/performance.md), for glyphs a résumé hardly holds.
  page: { paddingVertical: 48, paddingHorizontal: 54, fontFamily: SANS, ...size(10), color: INK, fontFeatureSettings: { calt: false } },
  name: { fontFamily: SERIF, fontWeight: 300, ...size(24, 1.25) },
  headline: { marginTop: 4, ...size(11) },
  meta: { marginTop: 2, color: MUTED },
  heading: { marginTop: 18, marginBottom: 6, ...size(9), fontWeight: 600, letterSpacing: 0.5, textTransform: 'uppercase', color: MUTED },
  entry: { marginBottom: 10 },
  entryTitle: { ...size(11), fontWeight: 600 },
  badge: { ...size(8), fontWeight: 600, textTransform: 'uppercase', color: MUTED },
  item: { marginLeft: 10 },
  skill: { marginBottom: 4 },
  strong: { fontWeight: 600 },
  link: { color: INK, textDecoration: 'none' },
});

/** "Frontend Weekly · Mar 2024": the known parts of an entry's second line. */
const metaLine = (...parts: string[]) => parts.filter(Boolean).join(' · ');

function Bullets({ items }: { items: string[] }) {
  return items.map((item, index) => (
    <Text key={index} style={styles.item}>
      • {item}
    </Text>
  ));
}

function Address({ url, text = url }: { url: string; text?: string }) {
  return (
    <Link src={url} style={styles.link}>
      {text}
    </Link>
  );
}

/**
 * A section's blocks, none without entries: its heading goes to the page of its first entry, never ends one.
 * Blocks, not a component: the document cuts every section's blocks into runs of pages.
 */
function sectionBlocks(id: string, heading: string, entries: ReactElement[]): ReactElement[] {
  const [first, ...rest] = entries;
  if (!first) return [];
  return [
    <View key={id} wrap={false}>
      <Text style={styles.heading}>{heading}</Text>
      {first}
    </View>,
    // Keyed by section too: ids repeat from one table to the next.
    ...rest.map((entry) => <Fragment key={`${id} ${entry.key}`}>{entry}</Fragment>),
  ];
}

/**
 * Blocks a <Page> holds at most: react-pdf lays out the rest of a page's content again at each break, so
 * one page of 1,000 projects took minutes (docs/performance.md). A résumé of fewer blocks is one page.
 */
export const BLOCKS_PER_PAGE_RUN = 60;

function pageRuns(blocks: ReactElement[]): ReactElement[][] {
  const runs: ReactElement[][] = [];
  for (let start = 0; start < blocks.length; start += BLOCKS_PER_PAGE_RUN) runs.push(blocks.slice(start, start + BLOCKS_PER_PAGE_RUN));
  return runs;
}

/** A record as resume.pdf writes it: an entry, or one line of a compact table (a skill, a language). */
function RecordBlock({ record, compact, words, locale }: { record: RecordShown; compact: boolean; words: Language['messages']['resume']; locale: string }) {
  const meta = metaLine(...record.meta.map((part) => (part.label ? `${words[part.label]}: ${part.text}` : part.text)), record.dates ? recordDates(record.dates, locale, words.present) : '');
  const chips = record.chips && `${record.chips.label ? `${words[record.chips.label]}: ` : ''}${listed(record.chips.list.map((chip) => chip.text))}`;
  if (compact) {
    return (
      <Text style={styles.skill}>
        <Text style={styles.strong}>{record.title.text}</Text>
        {meta && ` · ${meta}`}
        {chips && `: ${chips}`}
      </Text>
    );
  }
  return (
    <View style={styles.entry} wrap={false}>
      <Text style={styles.entryTitle}>{record.title.text}</Text>
      {meta && <Text style={styles.meta}>{meta}</Text>}
      {record.summary && <Text>{record.summary.markdown ? plainDescription(record.summary.text) : record.summary.text}</Text>}
      <Bullets items={record.items.map((item) => item.text)} />
      {chips && <Text style={styles.meta}>{chips}</Text>}
      {record.links.map((url) => (
        <Address key={url} url={url} />
      ))}
    </View>
  );
}

type Texts = ResumeContent & { owner: Pick<Language['profile'], 'name' | 'location'> & { headline: string }; messages: Pick<Language['messages'], 'resume' | 'records'> & { currentRole: string } };

function ResumeDocument({ texts, language }: { texts: Texts; language: Language }) {
  const { owner, messages, roles } = texts;
  const { resume, records, currentRole } = messages;
  const { locale, profile } = language;
  const blocks = [
    <Text key="name" style={styles.name}>
      {owner.name}
    </Text>,
    <Text key="headline" style={styles.headline}>
      {owner.headline}
    </Text>,
    <Text key="location" style={styles.meta}>
      {owner.location}
    </Text>,
    ...profileLinks(profile.links, resume.taggedLink).map(({ network, url, address }) => (
      <Text key={url} style={styles.meta}>
        {network}: <Address url={url} text={address} />
      </Text>
    )),
    ...sectionBlocks(
      'experience',
      records.roles,
      roles.map((role) => (
        <View key={role.id} style={styles.entry} wrap={false}>
          {role.isCurrentRole && <Text style={styles.badge}>{currentRole}</Text>}
          <Text style={styles.entryTitle}>
            {role.company} · {role.title}
          </Text>
          <Text style={styles.meta}>{metaLine(role.timeframe, role.location)}</Text>
          {role.description && <Text>{role.description}</Text>}
          {shares(role.responsibilities).map((item, index) => (
            <Text key={index} style={styles.item}>
              • {item.label}: {item.percent}%
            </Text>
          ))}
          <Bullets items={role.highlights} />
          {role.url && <Address url={role.url} />}
        </View>
      )),
    ),
    ...[...RECORD_TABLES.filter(({ record }) => !record.ownSection), ...RECORD_TABLES.filter(({ record }) => record.ownSection)].flatMap((table) =>
      sectionBlocks(
        table.name,
        records[table.name],
        recordsOf(table, texts).map((record) => <RecordBlock key={record.key} record={record} compact={!!table.record.compact} words={resume} locale={locale} />),
      ),
    ),
  ];
  return (
    <Document title={resume.title(profile.name)} author={profile.name} subject={profile.jobTitle} language={locale}>
      {pageRuns(blocks).map((run, index) => (
        <Page key={index} size="A4" style={styles.page}>
          {run}
        </Page>
      ))}
    </Document>
  );
}

async function render(content: ResumeContent, language: Language): Promise<Buffer> {
  const { messages, profile } = language;
  const owner = { name: profile.name, headline: profile.hero.headline, location: profile.location };
  const { texts, lines } = await drawable<Texts>({ ...content, owner, messages: { resume: messages.resume, records: messages.records, currentRole: messages.work.currentRole } }, language.locale);
  for (const line of lines) console.log(line);
  return renderToBuffer(<ResumeDocument texts={texts} language={language} />);
}

const made = new Map<string, Promise<Buffer>>();

/** Made once a build process for the same content: the page states its size, the route writes it. */
export function resumePdf(content: ResumeContent, language: Language): Promise<Buffer> {
  const key = `${language.locale}\n${JSON.stringify(content)}`;
  let pdf = made.get(key);
  if (!pdf) {
    pdf = render(content, language).catch((error: unknown) => {
      throw new Error(`The ${language.locale} resume.pdf could not be made: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    made.set(key, pdf);
  }
  return pdf;
}
