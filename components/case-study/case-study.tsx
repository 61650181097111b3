import type { ReactNode } from 'react';
import { ProjectTags } from '@/components/bento/projects/project-tags';
import { NewTabLink } from '@/components/new-tab-link';
import { textLanguage } from '@/lib/content/fallback';
import type { MadeImage } from '@/lib/content/image-variants';
import type { Project } from '@/lib/content/types';
import type { Messages } from '@/lib/languages/messages';
import ownPage from '@/components/own-page.module.css';
import { CaseStudyMarkdown } from './case-study-markdown';
import styles from './case-study.module.css';

export type CaseStudyProject = Pick<Project, 'id' | 'title' | 'tags' | 'body' | 'websiteLink' | 'githubLink' | 'fallbacks'>;

export type CaseStudyProps = {
  project: CaseStudyProject;
  messages: Pick<Messages, 'common' | 'projects'>;
  ownerName: string;
  /** The portfolio's page in this language; the body's relative links resolve from it too. */
  home: string;
  /** Where the build's images are served (`/media/` under the base path), and the one it made from a bucket path, if any. */
  media: string;
  bucketImage: (path: string) => MadeImage | null;
  /** The project's image, large, as the build made it; nothing when it has none. */
  image?: ReactNode;
};

/** A project's own page: all the build renders, so it reads the same without JavaScript and in print. */
export function CaseStudy({ project, messages, ownerName, home, media, bucketImage, image }: CaseStudyProps) {
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
          <ProjectTags project={project} label={projects.tags} styles={styles} testId="case-study-tag" />
        </header>
        {image}
        <div className={styles.body} data-testid="case-study-body" {...textLanguage(project, 'body')}>
          <CaseStudyMarkdown source={project.body} projectId={project.id} media={media} bucketImage={bucketImage} newTabNote={common.opensInNewTab} home={home} />
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
