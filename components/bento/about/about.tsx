import { NewTabLink } from '@/components/new-tab-link';
import { ProjectMarkdown } from '@/components/project-markdown';
import { RESUME_FILES } from '@/components/resume/resume-content';
import { textLanguage } from '@/lib/content/fallback';
import { basePath } from '@/lib/config';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import { homePage, languageFile } from '@/lib/languages/paths';
import { resumeBytes } from './resume-size';
import styles from './about.module.css';

export async function About() {
  const locale = await pageLocale();
  const [{ about, common }, profile, resumeSize] = await Promise.all([pageMessages(), pageProfile(), resumeBytes(locale)]);
  return (
    <section className={`panel ${styles.about}`} aria-labelledby="about-heading" data-print="hide">
      <h2 id="about-heading" className="visually-hidden">
        {about.heading}
      </h2>
      {profile.about.summary && (
        // The résumé's basics.summary, as `npm run import` sets it: markdown under the cards' allow-list.
        <div className={styles.group} {...textLanguage(profile, 'about.summary')}>
          <ProjectMarkdown source={profile.about.summary} newTabNote={common.opensInNewTab} home={homePage(locale, basePath())} />
        </div>
      )}
      <div className={styles.group}>
        <h3 className={styles.label}>{about.location}</h3>
        <p className={styles.location} {...textLanguage(profile, 'location')}>
          {profile.location}
        </p>
      </div>
      <div className={styles.group}>
        <h3 className={styles.label}>{about.socials}</h3>
        <ul className={styles.socials}>
          {profile.links.map((link, index) => (
            <li key={link.url}>
              <NewTabLink href={link.url} className={styles.social} newTabNote={common.opensInNewTab}>
                {link.network}
                {link.tag && (
                  <span className={styles.socialTag} {...textLanguage(profile, `links.${index}.tag`)}>
                    {' '}
                    {link.tag}
                  </span>
                )}
              </NewTabLink>
            </li>
          ))}
        </ul>
        <a href={`${basePath()}/${languageFile(locale, RESUME_FILES.pdf)}`} download className={styles.social}>
          {about.resume} <span className={styles.socialTag}>{about.resumeSize(Math.max(1, Math.round(resumeSize / 1024)))}</span>
        </a>
      </div>
      <div className={styles.group}>
        <h3 className={styles.label}>{about.whatIDo}</h3>
        <ul className={styles.skills}>
          {profile.about.whatIDo.map((skill) => (
            <li key={skill} {...textLanguage(profile, 'about.whatIDo')}>
              {skill}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
