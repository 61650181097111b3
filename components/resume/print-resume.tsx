import { Fragment, type ReactNode } from 'react';
import { tableIn } from '@/lib/content/build-content';
import { textLanguage, type Fallbacks, type LanguageMark } from '@/lib/content/fallback';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import type { ContentItems } from '@/lib/content/tables';
import type { Education, Skill } from '@/lib/content/types';
import { dateRange, dateText, profileLinks } from './resume-content';
import { PrintedRoles } from './printed-roles';
import styles from './print-resume.module.css';

/**
 * What the printed page opens with, in place of the navbar, hero, about block and carousel (which
 * print does not show): the owner, their links as addresses, every role in the carousel's order, then
 * education, skills, then volunteering to interests, each only when it has rows; the projects' section follows it in print.
 * Only print shows it; on screen it is not laid out. Inside the roles' provider (app/[[...locale]]/page.tsx).
 */
export async function PrintResume() {
  const locale = await pageLocale();
  const names = ['education', 'skills', 'volunteer', 'awards', 'certificates', 'publications', 'spoken_languages', 'interests'] as const;
  const tables = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await tableIn(name, locale)] as const))) as Pick<ContentItems, (typeof names)[number]>;
  return <PrintResumeSheet {...tables} />;
}

type SheetTables = { education: Education[]; skills: Skill[] } & Partial<Pick<ContentItems, 'volunteer' | 'awards' | 'certificates' | 'publications' | 'spoken_languages' | 'interests'>>;

/** "IAAP · May 2022": an entry's known parts, each in its own language. */
function Meta({ parts, separator = ' · ', plain = false }: { parts: [text: string, language: LanguageMark][]; separator?: string; plain?: boolean }) {
  const known = parts.filter(([text]) => text);
  if (known.length === 0) return null;
  return (
    <p className={plain ? undefined : styles.timeframe}>
      {known.map(([text, language], index) => (
        <Fragment key={index}>
          {index > 0 && separator}
          <span {...language}>{text}</span>
        </Fragment>
      ))}
    </p>
  );
}

/** As `listed`, each item in its own language: `path` is the list's field ('keywords'). */
function Listed({ item, path, items }: { item: { fallbacks?: Fallbacks }; path: string; items: string[] }) {
  return items.map((text, index) => (
    <Fragment key={index}>
      {index > 0 && '\u00A0· '}
      <span {...textLanguage(item, `${path}.${index}`)}>{text}</span>
    </Fragment>
  ));
}

/** A block of the sheet, none without rows: as resume-pdf.tsx's Section. */
function Section({ heading, rows, children }: { heading: string; rows: readonly unknown[]; children: ReactNode }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </>
  );
}

export async function PrintResumeSheet({ education, skills, ...later }: SheetTables) {
  const { volunteer = [], awards = [], certificates = [], publications = [], spoken_languages: spokenLanguages = [], interests = [] } = later;
  const [{ resume, records, work }, profile, locale] = await Promise.all([pageMessages(), pageProfile(), pageLocale()]);
  const date = (value: string) => value && dateText(value, locale);
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
      <h2 className={styles.heading}>{resume.experience}</h2>
      <PrintedRoles currentRole={work.currentRole} />
      <Section heading={resume.education} rows={education}>
        {education.map((school) => (
          <article key={school.id} className={styles.entry}>
            <h3 className={styles.company} {...textLanguage(school, 'institution')}>
              {school.institution}
            </h3>
            <Meta parts={[[school.studyType, textLanguage(school, 'studyType')], [school.area, textLanguage(school, 'area')]]} separator=", " plain />
            {(school.startDate || school.endDate) && <p className={styles.timeframe}>{dateRange(school.startDate, school.endDate, locale, resume.present)}</p>}
            {school.score && (
              <p>
                {resume.score}: <span {...textLanguage(school, 'score')}>{school.score}</span>
              </p>
            )}
            {school.courses.length > 0 && (
              <p>
                {resume.courses}: <Listed item={school} path="courses" items={school.courses} />
              </p>
            )}
            {school.url && <p className={styles.address}>{school.url}</p>}
          </article>
        ))}
      </Section>
      <Section heading={resume.skills} rows={skills}>
        <ul className={styles.skills}>
          {skills.map((skill) => (
            <li key={skill.id}>
              <strong {...textLanguage(skill, 'name')}>{skill.name}</strong>
              {skill.level && (
                <>
                  {' · '}
                  <span {...textLanguage(skill, 'level')}>{skill.level}</span>
                </>
              )}
              {skill.keywords.length > 0 && (
                <>
                  : <Listed item={skill} path="keywords" items={skill.keywords} />
                </>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={records.volunteer} rows={volunteer}>
        {volunteer.map((item) => (
          <article key={item.id} className={styles.entry}>
            <h3 className={styles.company}>
              <span {...textLanguage(item, 'organization')}>{item.organization}</span>
              {item.position && (
                <>
                  {' · '}
                  <span {...textLanguage(item, 'position')}>{item.position}</span>
                </>
              )}
            </h3>
            {(item.startDate || item.endDate) && <p className={styles.timeframe}>{dateRange(item.startDate, item.endDate, locale, resume.present)}</p>}
            {item.summary && <p {...textLanguage(item, 'summary')}>{item.summary}</p>}
            {item.highlights.length > 0 && (
              <ul className={styles.responsibilities}>
                {item.highlights.map((highlight, index) => (
                  <li key={index} {...textLanguage(item, `highlights.${index}`)}>
                    {highlight}
                  </li>
                ))}
              </ul>
            )}
            {item.url && <p className={styles.address}>{item.url}</p>}
          </article>
        ))}
      </Section>
      <Section heading={records.awards} rows={awards}>
        {awards.map((award) => (
          <article key={award.id} className={styles.entry}>
            <h3 className={styles.company} {...textLanguage(award, 'title')}>
              {award.title}
            </h3>
            <Meta parts={[[award.awarder, textLanguage(award, 'awarder')], [date(award.date), {}]]} />
            {award.summary && <p {...textLanguage(award, 'summary')}>{award.summary}</p>}
          </article>
        ))}
      </Section>
      <Section heading={records.certificates} rows={certificates}>
        {certificates.map((certificate) => (
          <article key={certificate.id} className={styles.entry}>
            <h3 className={styles.company} {...textLanguage(certificate, 'name')}>
              {certificate.name}
            </h3>
            <Meta parts={[[certificate.issuer, textLanguage(certificate, 'issuer')], [date(certificate.date), {}]]} />
            {certificate.url && <p className={styles.address}>{certificate.url}</p>}
          </article>
        ))}
      </Section>
      <Section heading={records.publications} rows={publications}>
        {publications.map((publication) => (
          <article key={publication.id} className={styles.entry}>
            <h3 className={styles.company} {...textLanguage(publication, 'name')}>
              {publication.name}
            </h3>
            <Meta parts={[[publication.publisher, textLanguage(publication, 'publisher')], [date(publication.releaseDate), {}]]} />
            {publication.summary && <p {...textLanguage(publication, 'summary')}>{publication.summary}</p>}
            {publication.url && <p className={styles.address}>{publication.url}</p>}
          </article>
        ))}
      </Section>
      <Section heading={records.languages} rows={spokenLanguages}>
        <ul className={styles.skills}>
          {spokenLanguages.map((item) => (
            <li key={item.id}>
              <strong {...textLanguage(item, 'language')}>{item.language}</strong>
              {item.fluency && (
                <>
                  {' · '}
                  <span {...textLanguage(item, 'fluency')}>{item.fluency}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={records.interests} rows={interests}>
        <ul className={styles.skills}>
          {interests.map((interest) => (
            <li key={interest.id}>
              <strong {...textLanguage(interest, 'name')}>{interest.name}</strong>
              {interest.keywords.length > 0 && (
                <>
                  : <Listed item={interest} path="keywords" items={interest.keywords} />
                </>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <h2 className={styles.heading}>{resume.projects}</h2>
    </section>
  );
}
