import { pageProfile, pageWords } from '@/lib/languages/page-language';
import { profileLinks } from './resume-content';
import { PrintedRoles } from './printed-roles';
import styles from './print-resume.module.css';

/**
 * What the printed page opens with, in place of the navbar, hero, about block and carousel (which
 * print does not show): the owner, their links as addresses, and every role in the carousel's order.
 * Only print shows it; on screen it is not laid out. Inside the roles' provider (app/[[...locale]]/page.tsx).
 */
export async function PrintResume() {
  const [{ resume, work }, profile] = await Promise.all([pageWords(), pageProfile()]);
  return (
    <section className={styles.resume} aria-label={resume.label}>
      <p className={styles.name}>{profile.name}</p>
      <p className={styles.headline}>{profile.hero.headline}</p>
      <p>{profile.location}</p>
      <ul className={styles.links}>
        {profileLinks(resume.profileLinks).map(({ network, url }) => (
          <li key={url}>
            {network}: {url}
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>{resume.experience}</h2>
      <PrintedRoles currentRole={work.currentRole} />
      <h2 className={styles.heading}>{resume.projects}</h2>
    </section>
  );
}
