import { Reveal } from '@/components/motion/reveal';
import { ProjectMarkdown } from '@/components/project-markdown';
import { ProjectsProvider } from '@/lib/content/projects-provider';
import type { Project } from '@/lib/content/types';
import { profile } from '@/lib/profile';
import type { GridProject } from './project-grid';
import { CARDS_IN_PAGE } from './runs';
import { ProjectsBlock } from './projects-block';
import styles from './projects.module.css';

/** Descriptions are rendered at build time: the markdown renderer ships to no one who does not scroll far. */
const withDescription = ({ shortDescription, ...project }: Project): GridProject => ({
  ...project,
  description: <ProjectMarkdown source={shortDescription} />,
});

export function Projects({ projects, version }: { projects: Project[]; version: number | null }) {
  return (
    <section className={`panel ${styles.projects}`} aria-label="Projects">
      <ProjectsProvider version={version} count={projects.length}>
        <Reveal>
          <ProjectsBlock
            intro={profile.projectsIntro}
            built={projects.slice(0, CARDS_IN_PAGE).map(withDescription)}
            later={projects.slice(CARDS_IN_PAGE)}
          />
        </Reveal>
      </ProjectsProvider>
    </section>
  );
}
