import { NewTabLink } from '@/components/new-tab-link';
import { ProjectMarkdown } from '@/components/project-markdown';
import { textLanguage } from '@/lib/content/fallback';
import { basePath } from '@/lib/config';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import { homePage } from '@/lib/languages/paths';
import styles from './about.module.css';

/** `resumeBytes`: the size of the résumé PDF the build made, for the link's hint; `resumePath`: the page's language's PDF. */
export async function About({ resumeBytes, resumePath }: { resumeBytes: number; resumePath: string }) {
  const locale = await pageLocale();
  const [{ about, common }, profile] = await Promise.all([pageMessages(), pageProfile()]);
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
        <a href={`${basePath()}/${resumePath}`} download className={styles.social}>
          {about.resume} <span className={styles.socialTag}>{about.resumeSize(Math.max(1, Math.round(resumeBytes / 1024)))}</span>
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
