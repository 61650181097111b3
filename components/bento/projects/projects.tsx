import { Reveal } from '@/components/motion/reveal';
import type { Project } from '@/lib/content/types';
import { ProjectMarkdown } from '@/components/project-markdown';
import { profile } from '@/lib/profile';
import { ProjectCard, type CardProject } from './project-card';
import { ProjectGrid, ProjectGridItem } from './project-grid';
import { ProjectsBlock } from './projects-block';
import { ProjectsProvider } from './projects-provider';
import styles from './projects.module.css';

/** A card's props: everything but the description's source, which it gets rendered. */
const cardProject = ({ id, title, tags, websiteLink, githubLink }: Project): CardProject => ({ id, title, tags, websiteLink, githubLink });

/**
 * The cards as the build renders them, descriptions included (so the markdown renderer ships to no
 * one). Async so that the payload carries them as a row of its own, which the browser never reads:
 * the block keeps this HTML as it is (see StaticHtml). Each project's text is in the page twice,
 * as HTML and in that row.
 */
async function BuiltProjectGrid({ projects }: { projects: Project[] }) {
  return (
    <ProjectGrid>
      {projects.map((project) => (
        <ProjectGridItem key={project.id}>
          <ProjectCard project={cardProject(project)} description={<ProjectMarkdown source={project.shortDescription} />} />
        </ProjectGridItem>
      ))}
    </ProjectGrid>
  );
}

export function Projects({ projects, version }: { projects: Project[]; version: number | null }) {
  return (
    <section className={`panel ${styles.projects}`} aria-label="Projects">
      <ProjectsProvider built={{ version, count: projects.length }}>
        <Reveal>
          <ProjectsBlock intro={profile.projectsIntro} builtCount={projects.length}>
            <BuiltProjectGrid projects={projects} />
          </ProjectsBlock>
        </Reveal>
      </ProjectsProvider>
    </section>
  );
}
