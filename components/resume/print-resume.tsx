import { Fragment, type ReactNode } from 'react';
import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import { RECORD_TABLES, recordsOf, type RecordShown, type Shown } from '@/lib/content/record';
import type { ContentItems } from '@/lib/content/tables';
import type { Messages } from '@/lib/languages/messages';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import { plainDescription, profileLinks, recordDates } from './resume-content';
import { PrintedHeading } from './printed-heading';
import { PrintedRoles } from './printed-roles';
import styles from './print-resume.module.css';

/**
 * What the printed page opens with, in place of the navbar, hero, about block and carousel (which
 * print does not show): the owner, their links as addresses, every role in the carousel's order, then
 * every table that reads as a record, each only when it has rows. The projects' section follows it in
 * print, under a heading of its own (projects-block.tsx), so that the heading goes with its first project.
 * Only print shows it; on screen it is not laid out. Inside the roles' provider (app/[[...locale]]/page.tsx).
 */
export async function PrintResume() {
  const locale = await pageLocale();
  const tables = await Promise.all(PRINTED.map(async (table) => [table.name, await tableIn(table.name, locale)] as const));
  return <PrintResumeSheet {...(Object.fromEntries(tables) as Partial<ContentItems>)} />;
}

/** The tables the sheet prints as records: those without a section of their own on the page. */
const PRINTED = RECORD_TABLES.filter(({ record }) => !record.ownSection);

const Text = ({ part }: { part: Shown }) => <span {...part.mark}>{part.text}</span>;

/** Parts with a dot between each two, each isolated in its own span, so the dots keep their place right to left too. */
function Parts({ parts, separator = ' · ' }: { parts: ReactNode[]; separator?: string }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {part}
    </Fragment>
  ));
}

function metaParts(record: RecordShown, words: Messages['resume'], locale: string): ReactNode[] {
  return [
    ...record.meta.map((part, index) => (part.label ? <span key={index}>{words[part.label]}: <Text part={part} /></span> : <Text key={index} part={part} />)),
    ...(record.dates ? [<span key="dates">{recordDates(record.dates, locale, words.present)}</span>] : []),
  ];
}

function chipsLine(record: RecordShown, words: Messages['resume']): ReactNode {
  if (!record.chips) return null;
  const list = <Parts parts={record.chips.list.map((chip, index) => <Text key={index} part={chip} />)} separator={'\u00A0· '} />;
  return record.chips.label ? (
    <>
      {words[record.chips.label]}: {list}
    </>
  ) : (
    list
  );
}

/** A record as the résumé prints it: an entry, or one line of a compact table (a skill, a language). */
function PrintedRecord({ record, compact, words, locale }: { record: RecordShown; compact: boolean; words: Messages['resume']; locale: string }) {
  const meta = metaParts(record, words, locale);
  const chips = chipsLine(record, words);
  if (compact) {
    return (
      <li>
        <strong {...record.title.mark}>{record.title.text}</strong>
        {meta.length > 0 && <> · <Parts parts={meta} /></>}
        {chips && <>: {chips}</>}
      </li>
    );
  }
  return (
    <article className={styles.entry}>
      <h3 className={styles.company}>
        <Text part={record.title} />
      </h3>
      {meta.length > 0 && (
        <p className={styles.timeframe}>
          <Parts parts={meta} />
        </p>
      )}
      {record.summary && <p {...record.summary.mark}>{record.summary.markdown ? plainDescription(record.summary.text) : record.summary.text}</p>}
      {record.items.length > 0 && (
        <ul className={styles.responsibilities}>
          {record.items.map((item, index) => (
            <li key={index} {...item.mark}>
              {item.text}
            </li>
          ))}
        </ul>
      )}
      {chips && <p>{chips}</p>}
      {record.links.map((url) => (
        <p key={url} className={styles.address}>
          {url}
        </p>
      ))}
    </article>
  );
}

export async function PrintResumeSheet(content: Partial<ContentItems>) {
  const [{ resume, records, work }, profile, locale] = await Promise.all([pageMessages(), pageProfile(), pageLocale()]);
  return (
    <section className={styles.resume} aria-label={resume.label}>
      <p className={styles.name}>{profile.name}</p>
      <p className={styles.headline} {...textLanguage(profile, 'hero.headline')}>
        {profile.hero.headline}
      </p>
      <p {...textLanguage(profile, 'location')}>{profile.location}</p>
      <ul className={styles.links}>
        {profileLinks(profile.links, resume.taggedLink).map(({ network, url, address }) => (
          <li key={url}>
            {network}: {address}
          </li>
        ))}
      </ul>
      <PrintedHeading>{records.roles}</PrintedHeading>
      <PrintedRoles currentRole={work.currentRole} />
      {PRINTED.map((table) => {
        const shown = recordsOf(table, content);
        if (shown.length === 0) return null;
        const compact = !!table.record.compact;
        const entries = shown.map((record) => <PrintedRecord key={record.key} record={record} compact={compact} words={resume} locale={locale} />);
        return (
          <Fragment key={table.name}>
            <PrintedHeading>{records[table.name]}</PrintedHeading>
            {compact ? <ul className={styles.skills}>{entries}</ul> : entries}
          </Fragment>
        );
      })}
    </section>
  );
}
