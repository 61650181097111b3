import { Reveal } from '@/components/motion/reveal';
import { NewTabLink } from '@/components/new-tab-link';
import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import type { Education as EducationItem } from '@/lib/content/types';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import styles from './education.module.css';

const year = (date: string) => <time dateTime={date}>{date.slice(0, 4)}</time>;

/** By years, as résumés date studies: "2012 – 2016"; a period with a start and no end is still running. */
function Period({ start, end, present }: { start: string; end: string; present: string }) {
  if (!start) return end ? year(end) : null;
  if (end && end.slice(0, 4) === start.slice(0, 4)) return year(end);
  return (
    <span>
      {year(start)} – {end ? year(end) : present}
    </span>
  );
}

/** No rows, no section: the page without education is the spec's page. */
export async function Education() {
  return <EducationSection items={await tableIn('education', await pageLocale())} />;
}

export async function EducationSection({ items }: { items: EducationItem[] }) {
  if (items.length === 0) return null;
  const { education, common, resume } = await pageMessages();
  return (
    <Reveal className={styles.reveal}>
      <section className={`panel ${styles.education}`} aria-labelledby="education-heading" data-print="hide">
        <h2 id="education-heading" className={styles.heading}>
          {education.heading}
        </h2>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <h3 className={styles.institution}>
                {item.url ? (
                  <NewTabLink href={item.url} className={styles.link} newTabNote={common.opensInNewTab}>
                    <span {...textLanguage(item, 'institution')}>{item.institution}</span>
                  </NewTabLink>
                ) : (
                  <span {...textLanguage(item, 'institution')}>{item.institution}</span>
                )}
              </h3>
              {(item.studyType || item.area) && (
                <p className={styles.study}>
                  {item.studyType && <span {...textLanguage(item, 'studyType')}>{item.studyType}</span>}
                  {item.area && <span {...textLanguage(item, 'area')}>{item.area}</span>}
                </p>
              )}
              {(item.startDate || item.endDate || item.score) && (
                <p className={styles.meta}>
                  <Period start={item.startDate} end={item.endDate} present={resume.present} />
                  {item.score && (
                    <span>
                      <span className={styles.scoreLabel}>{education.score}</span> <span {...textLanguage(item, 'score')}>{item.score}</span>
                    </span>
                  )}
                </p>
              )}
              {item.courses.length > 0 && (
                <div className={styles.courses}>
                  <p id={`education-${item.id}-courses`} className={styles.coursesLabel}>
                    {education.courses}
                  </p>
                  <ul className={styles.courseList} aria-labelledby={`education-${item.id}-courses`}>
                    {item.courses.map((course, index) => (
                      <li key={index} className={styles.course} {...textLanguage(item, `courses.${index}`)}>
                        {course}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Reveal>
  );
}
