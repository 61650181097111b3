import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { CaseStudyMarkdown } from '@/components/project-markdown';
import { textLanguage } from '@/lib/content/fallback';
import type { Project } from '@/lib/content/types';
import type { Messages } from '@/lib/languages/messages';
import ownPage from '@/components/own-page.module.css';
import styles from './case-study.module.css';

export type CaseStudyProject = Pick<Project, 'title' | 'tags' | 'body' | 'websiteLink' | 'githubLink' | 'fallbacks'>;

export type CaseStudyProps = {
  project: CaseStudyProject;
  messages: Pick<Messages, 'common' | 'projects'>;
  ownerName: string;
  /** The portfolio's page in this language; the body's relative links resolve from it too. */
  home: string;
  bucketImage: (path: string) => string | null;
  /** The project's image, large, as the build made it; nothing when it has none. */
  image?: ReactNode;
};

/** A project's own page: all the build renders, so it reads the same without JavaScript and in print. */
export function CaseStudy({ project, messages, ownerName, home, bucketImage, image }: CaseStudyProps) {
  const { projects, common } = messages;
  return (
    <main className={styles.page}>
      {/* A plain link, as on the 404: next/link would add client code for one link. */}
      <a href={home} className={`${ownPage.homeLink} ${styles.back}`} data-testid="case-study-home">
        {common.backTo(ownerName)}
      </a>
      <article className={styles.study}>
        <header>
          <h1 className={ownPage.title} {...textLanguage(project, 'title')}>
            {project.title}
          </h1>
          {project.tags.length > 0 && (
            <ul className={styles.tags} aria-label={projects.tags}>
              {project.tags.map((tag, index) => (
                <li key={tag} className={styles.tag} data-testid="case-study-tag" {...textLanguage(project, `tags.${index}`)}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </header>
        {image}
        <div className={styles.body} data-testid="case-study-body" {...textLanguage(project, 'body')}>
          <CaseStudyMarkdown source={project.body} bucketImage={bucketImage} newTabNote={common.opensInNewTab} home={home} />
        </div>
        {(project.websiteLink || project.githubLink) && (
          <p className={styles.links}>
            {project.websiteLink && (
              <NewTabLink href={project.websiteLink} className={ownPage.homeLink} aria-label={projects.websiteOf(project.title)}>
                {projects.website}
              </NewTabLink>
            )}
            {project.githubLink && (
              <NewTabLink href={project.githubLink} className={ownPage.homeLink} aria-label={projects.githubOf(project.title)}>
                {projects.github}
              </NewTabLink>
            )}
          </p>
        )}
      </article>
    </main>
  );
}
