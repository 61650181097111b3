import { Fragment, type ReactNode } from 'react';
import { Reveal } from '@/components/motion/reveal';
import { NewTabLink } from '@/components/new-tab-link';
import { dateText } from '@/components/resume/resume-content';
import { tableIn } from '@/lib/content/build-content';
import { RECORD_TABLES, recordOf, type RecordShown, type RecordTable, type Shown } from '@/lib/content/record';
import type { ContentItems } from '@/lib/content/tables';
import type { Messages } from '@/lib/languages/messages';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import styles from './records.module.css';

/** Every table that reads as a record and has no section of its own, in the declared order: in the row above the projects or after them. */
export function RecordSections({ beforeProjects = false }: { beforeProjects?: boolean }) {
  return RECORD_TABLES.filter(({ record }) => !record.ownSection && !!record.beforeProjects === beforeProjects).map((table) => <RecordSection key={table.name} table={table} />);
}

async function RecordSection({ table }: { table: RecordTable }) {
  return <RecordList table={table} rows={await tableIn(table.name, await pageLocale())} />;
}

/** "Nov 2016" as the page's language writes it; the declarations keep only ISO dates. */
function When({ date, locale }: { date: string; locale: string }) {
  return <time dateTime={date}>{dateText(date, locale)}</time>;
}

/** As resume-content's dateRange: an end not given is now, a period within one date is that date. */
function Dates({ dates, locale, present }: { dates: NonNullable<RecordShown['dates']>; locale: string; present: string }) {
  if ('date' in dates) return <When date={dates.date} locale={locale} />;
  const { start, end } = dates;
  if (!start) return <When date={end} locale={locale} />;
  if (end && dateText(start, locale) === dateText(end, locale)) return <When date={end} locale={locale} />;
  return (
    <span>
      <When date={start} locale={locale} /> – {end ? <When date={end} locale={locale} /> : present}
    </span>
  );
}

const Text = ({ part }: { part: Shown }) => <span {...part.mark}>{part.text}</span>;

/** The parts in order, a dot between each two: each part isolated, so the dots stand between them on a right-to-left page too. */
function Parts({ parts }: { parts: ReactNode[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span aria-hidden="true"> · </span>}
      {part}
    </Fragment>
  ));
}

function Record({ record, table, locale, messages }: { record: RecordShown; table: string; locale: string; messages: Messages }) {
  const { title, links, meta, dates, summary, items, chips } = record;
  const metaParts = [
    ...meta.map((part, index) =>
      part.label ? (
        <span key={index}>
          <span className={styles.label}>{messages.resume[part.label]}</span> <Text part={part} />
        </span>
      ) : (
        <Text key={index} part={part} />
      ),
    ),
    ...(dates ? [<Dates key="dates" dates={dates} locale={locale} present={messages.resume.present} />] : []),
  ];
  const chipsId = `${table}-${record.key}-chips`;
  return (
    <li className={styles.item}>
      <h3 className={styles.title}>
        {links[0] ? (
          <NewTabLink href={links[0]} className={styles.link} newTabNote={messages.common.opensInNewTab}>
            <Text part={title} />
          </NewTabLink>
        ) : (
          <Text part={title} />
        )}
      </h3>
      {metaParts.length > 0 && (
        <p className={styles.meta}>
          <Parts parts={metaParts} />
        </p>
      )}
      {summary && <p {...summary.mark}>{summary.text}</p>}
      {items.length > 0 && (
        <ul className={styles.items}>
          {items.map((item, index) => (
            // The item is the page's list's, its marker on the page's side; only its text is in another language.
            <li key={index}>
              <Text part={item} />
            </li>
          ))}
        </ul>
      )}
      {chips && (
        <div className={styles.chips}>
          {chips.label && (
            <p id={chipsId} className={styles.chipLabel}>
              {messages.resume[chips.label]}
            </p>
          )}
          <ul className={styles.chipList} aria-labelledby={chips.label && chipsId}>
            {chips.list.map((chip, index) => (
              <li key={index} className={styles.chip} {...chip.mark}>
                {chip.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** One table's section: its heading and a record a row. No rows, no section: the page without the table is the spec's page. */
export async function RecordList<T extends RecordTable>({ table, rows }: { table: T; rows: ContentItems[T['name']] }) {
  if (rows.length === 0) return null;
  const [messages, locale] = await Promise.all([pageMessages(), pageLocale()]);
  const id = `${table.name.replaceAll('_', '-')}-heading`;
  return (
    <Reveal className={styles.reveal}>
      <section className={`panel ${styles.section}`} aria-labelledby={id} data-print="hide">
        <h2 id={id} className={styles.heading}>
          {messages.records[table.name]}
        </h2>
        <ul className={table.record.compact ? styles.compact : styles.list}>
          {rows.map((row) => {
            const record = recordOf(table.record, row);
            return <Record key={record.key} record={record} table={table.name} locale={locale} messages={messages} />;
          })}
        </ul>
      </section>
    </Reveal>
  );
}
