import { Fragment, type ReactElement, type ReactNode } from 'react';
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

/** A4's height in points: an entry asks for this much of itself ahead, which is all of it. */
const PAGE_HEIGHT = 841.89;

/**
 * An entry, whole on the page where it starts if it fits there, else whole on the next; one taller
 * than a page is split from the top of its own. Its head (a section's heading, the title and meta
 * lines, never split) asks for the rest of it ahead with `minPresenceAhead`, which react-pdf honours
 * by moving the head and the rest to the next page, but only after a sibling: hence the empty view
 * before it. wrap={false} on the whole entry would squeeze one taller than a page into it, line over line.
 */
function Entry({ head, children, spaced = true }: { head: ReactNode; children?: ReactNode; spaced?: boolean }) {
  return (
    <View style={spaced ? styles.entry : undefined}>
      <View />
      <View minPresenceAhead={PAGE_HEIGHT} wrap={false}>
        {head}
      </View>
      {children}
    </View>
  );
}

/**
 * A section's blocks, none without entries: its heading is the head of its first entry's, so never ends a
 * page without it. Blocks, not a component: the document cuts every section's blocks into runs of pages.
 */
function sectionBlocks<Row>(id: string, heading: string, rows: Row[], block: (row: Row, heading: ReactNode) => ReactElement): ReactElement[] {
  const title = <Text style={styles.heading}>{heading}</Text>;
  // Keyed by section too: ids repeat from one table to the next.
  return rows.map((row, index) => <Fragment key={`${id} ${index}`}>{block(row, index === 0 ? title : null)}</Fragment>);
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
function RecordBlock({ record, compact, heading, words, locale }: { record: RecordShown; compact: boolean; heading: ReactNode; words: Language['messages']['resume']; locale: string }) {
  const meta = metaLine(...record.meta.map((part) => (part.label ? `${words[part.label]}: ${part.text}` : part.text)), record.dates ? recordDates(record.dates, locale, words.present) : '');
  const chips = record.chips && `${record.chips.label ? `${words[record.chips.label]}: ` : ''}${listed(record.chips.list.map((chip) => chip.text))}`;
  if (compact) {
    const line = (
      <Text style={styles.skill}>
        <Text style={styles.strong}>{record.title.text}</Text>
        {meta && ` · ${meta}`}
        {chips && `: ${chips}`}
      </Text>
    );
    // A line of two at most, which react-pdf's orphans and widows keep whole; the first, with the heading.
    return heading ? (
      <Entry head={<>{heading}{line}</>} spaced={false} />
    ) : (
      line
    );
  }
  return (
    <Entry
      head={
        <>
          {heading}
          <Text style={styles.entryTitle}>{record.title.text}</Text>
          {meta && <Text style={styles.meta}>{meta}</Text>}
        </>
      }
    >
      {record.summary && <Text>{record.summary.markdown ? plainDescription(record.summary.text) : record.summary.text}</Text>}
      <Bullets items={record.items.map((item) => item.text)} />
      {chips && <Text style={styles.meta}>{chips}</Text>}
      {record.links.map((url) => (
        <Address key={url} url={url} />
      ))}
    </Entry>
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
    ...sectionBlocks('experience', records.roles, roles, (role, heading) => (
      <Entry
        head={
          <>
            {heading}
            {role.isCurrentRole && <Text style={styles.badge}>{currentRole}</Text>}
            <Text style={styles.entryTitle}>
              {role.company} · {role.title}
            </Text>
            <Text style={styles.meta}>{metaLine(role.timeframe, role.location)}</Text>
          </>
        }
      >
        {role.description && <Text>{role.description}</Text>}
        {shares(role.responsibilities).map((item, index) => (
          <Text key={index} style={styles.item}>
            • {item.label}: {item.percent}%
          </Text>
        ))}
        <Bullets items={role.highlights} />
        {role.url && <Address url={role.url} />}
      </Entry>
    )),
    ...[...RECORD_TABLES.filter(({ record }) => !record.ownSection), ...RECORD_TABLES.filter(({ record }) => record.ownSection)].flatMap((table) =>
      sectionBlocks(table.name, records[table.name], recordsOf(table, texts), (record, heading) => (
        <RecordBlock record={record} compact={!!table.record.compact} heading={heading} words={resume} locale={locale} />
      )),
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
