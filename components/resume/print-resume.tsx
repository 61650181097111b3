import { PRINTED_RESUME_PROP } from '@/components/server-html-props';
import type { Role } from '@/lib/content/types';
import { profile } from '@/lib/profile';
import { PROFILE_LINKS, shares } from './resume-content';
import { PrintedResumeHtml } from './printed-resume-html';
import styles from './print-resume.module.css';

// Temporary, until the lead's branch rewrites this file: the constant left page-lifecycle.ts.
const PRINT_TEXT_ATTRIBUTE = 'data-print-text';

/**
 * What the printed page opens with, in place of the navbar, hero, about block and carousel (which
 * print does not show): the owner, their links as addresses, and every role in the carousel's order.
 * Only print shows it. It is the text of a noscript, which the gate script builds before printing:
 * with hundreds of roles the page holds none of their elements until then. Without JavaScript the
 * browser builds it as it parses. The browser's React never reads it: its payload row is emptied.
 */
export function PrintResume({ roles }: { roles: Role[] }) {
  return (
    <section className={styles.resume} aria-label="Résumé">
      <PrintedResumeHtml {...{ [PRINTED_RESUME_PROP]: <PrintResumeText roles={roles} /> }} />
    </section>
  );
}

/** Async, so that the payload carries it as a row of its own, which the post-build empties. */
async function PrintResumeText({ roles }: { roles: Role[] }) {
  return (
    <noscript {...{ [PRINT_TEXT_ATTRIBUTE]: '' }}>
      <p className={styles.name}>{profile.name}</p>
      <p className={styles.headline}>{profile.hero.headline}</p>
      <p>{profile.location}</p>
      <ul className={styles.links}>
        {PROFILE_LINKS.map(({ network, url }) => (
          <li key={url}>
            {network}: {url}
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>Experience</h2>
      {roles.map((role) => (
        <article key={role.id} className={styles.role}>
          {role.isCurrentRole && <p className={styles.badge}>Current Role</p>}
          <h3 className={styles.company}>
            {role.company} · {role.title}
          </h3>
          <p className={styles.timeframe}>{role.timeframe}</p>
          {role.description && <p>{role.description}</p>}
          {role.responsibilities.length > 0 && (
            <ul className={styles.responsibilities}>
              {shares(role.responsibilities).map((item, index) => (
                <li key={index}>
                  {item.label}: {item.percent}%
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
      <h2 className={styles.heading}>Projects</h2>
    </noscript>
  );
}
