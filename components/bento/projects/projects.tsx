import { Reveal } from '@/components/motion/reveal';
import type { Project } from '@/lib/content/types';
import { ProjectMarkdown } from '@/lib/markdown';
import { profile } from '@/lib/profile';
import { ProjectsBlock, type RenderedDescriptions } from './projects-block';
import { ProjectsProvider } from './projects-provider';
import styles from './projects.module.css';

/** Descriptions are rendered from markdown here, at build time, so the renderer ships to no one. */
export function Projects({ projects }: { projects: Project[] }) {
  const descriptions: RenderedDescriptions = Object.fromEntries(
    projects.map((project) => [
      project.id,
      { source: project.shortDescription, rendered: <ProjectMarkdown source={project.shortDescription} /> },
    ]),
  );
  return (
    <section className={`panel ${styles.projects}`} aria-label="Projects">
      <ProjectsProvider initialProjects={projects}>
        <Reveal>
          <ProjectsBlock intro={profile.projectsIntro} descriptions={descriptions} />
        </Reveal>
      </ProjectsProvider>
    </section>
  );
}
