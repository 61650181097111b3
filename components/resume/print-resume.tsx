import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import type { Education, Skill } from '@/lib/content/types';
import { dateRange, listed, profileLinks } from './resume-content';
import { PrintedRoles } from './printed-roles';
import styles from './print-resume.module.css';

/**
 * What the printed page opens with, in place of the navbar, hero, about block and carousel (which
 * print does not show): the owner, their links as addresses, every role in the carousel's order, then
 * education and skills, each only when it has rows; the projects' section follows it in print.
 * Only print shows it; on screen it is not laid out. Inside the roles' provider (app/[[...locale]]/page.tsx).
 */
export async function PrintResume() {
  const locale = await pageLocale();
  const [education, skills] = await Promise.all([tableIn('education', locale), tableIn('skills', locale)]);
  return <PrintResumeSheet education={education} skills={skills} />;
}

export async function PrintResumeSheet({ education, skills }: { education: Education[]; skills: Skill[] }) {
  const [{ resume, work }, profile, locale] = await Promise.all([pageMessages(), pageProfile(), pageLocale()]);
  return (
    <section className={styles.resume} aria-label={resume.label}>
      <p className={styles.name}>{profile.name}</p>
      <p className={styles.headline} {...textLanguage(profile, 'hero.headline')}>
        {profile.hero.headline}
      </p>
      <p {...textLanguage(profile, 'location')}>{profile.location}</p>
      <ul className={styles.links}>
        {profileLinks(resume.profileLinks).map(({ network, url }) => (
          <li key={url}>
            {network}: {url}
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>{resume.experience}</h2>
      <PrintedRoles currentRole={work.currentRole} />
      {education.length > 0 && (
        <>
          <h2 className={styles.heading}>{resume.education}</h2>
          {education.map((school) => (
            <article key={school.id} className={styles.entry}>
              <h3 className={styles.company}>{school.institution}</h3>
              {(school.studyType || school.area) && <p>{[school.studyType, school.area].filter(Boolean).join(', ')}</p>}
              {(school.startDate || school.endDate) && <p className={styles.timeframe}>{dateRange(school.startDate, school.endDate, locale, resume.present)}</p>}
              {school.score && (
                <p>
                  {resume.score}: {school.score}
                </p>
              )}
              {school.courses.length > 0 && (
                <p>
                  {resume.courses}: {listed(school.courses)}
                </p>
              )}
              {school.url && <p className={styles.address}>{school.url}</p>}
            </article>
          ))}
        </>
      )}
      {skills.length > 0 && (
        <>
          <h2 className={styles.heading}>{resume.skills}</h2>
          <ul className={styles.skills}>
            {skills.map((skill) => (
              <li key={skill.id}>
                <strong>{skill.name}</strong>
                {skill.level && ` · ${skill.level}`}
                {skill.keywords.length > 0 && `: ${listed(skill.keywords)}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className={styles.heading}>{resume.projects}</h2>
    </section>
  );
}
