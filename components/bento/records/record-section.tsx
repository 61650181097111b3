import type { ReactNode } from 'react';
import { Reveal } from '@/components/motion/reveal';
import { NewTabLink } from '@/components/new-tab-link';
import { dateText } from '@/components/resume/resume-content';
import styles from './records.module.css';

/** The shell of each of the résumé's later sections; the section returns null before it when it has no rows. */
export function RecordSection({ id, heading, children, listClassName = styles.list }: { id: string; heading: string; children: ReactNode; listClassName?: string }) {
  return (
    <Reveal className={styles.reveal}>
      <section className={`panel ${styles.section}`} aria-labelledby={`${id}-heading`} data-print="hide">
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        <ul className={listClassName}>{children}</ul>
      </section>
    </Reveal>
  );
}

/** A name that links where the row has an address. */
export function Linked({ url, newTabNote, children }: { url: string; newTabNote: string; children: ReactNode }) {
  if (!url) return children;
  return (
    <NewTabLink href={url} className={styles.link} newTabNote={newTabNote}>
      {children}
    </NewTabLink>
  );
}

/** "Nov 2016" as the page's language writes it; the declarations keep only ISO dates. */
export function When({ date, locale }: { date: string; locale: string }) {
  return <time dateTime={date}>{dateText(date, locale)}</time>;
}

/** As resume-content's dateRange: an end not given is now, a period within one date is that date. */
export function Period({ start, end, locale, present }: { start: string; end: string; locale: string; present: string }) {
  if (!start) return end ? <When date={end} locale={locale} /> : null;
  if (!end) {
    return (
      <span>
        <When date={start} locale={locale} /> – {present}
      </span>
    );
  }
  if (dateText(start, locale) === dateText(end, locale)) return <When date={end} locale={locale} />;
  return (
    <span>
      <When date={start} locale={locale} /> – <When date={end} locale={locale} />
    </span>
  );
}
