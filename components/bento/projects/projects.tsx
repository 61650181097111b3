import { Reveal } from '@/components/motion/reveal';
import type { Project } from '@/lib/content/types';
import { ProjectMarkdown } from '@/components/project-markdown';
import { ProjectsProvider } from '@/lib/content/projects-provider';
import { profile } from '@/lib/profile';
import { BUILT_GRID_PROP } from '@/components/server-html-props';
import type { CardProject } from './project-card';
import { ProjectGrid, RUNS_AS_ELEMENTS } from './project-grid';
import { ProjectsBlock } from './projects-block';
import styles from './projects.module.css';

const cardProject = ({ id, title, tags, websiteLink, githubLink }: Project): CardProject => ({ id, title, tags, websiteLink, githubLink });

/** Async, so that the payload carries the cards as a row of their own, which the browser never reads. */
async function BuiltProjectGrid({ projects }: { projects: Project[] }) {
  return (
    <ProjectGrid
      projects={projects.map((project) => ({ ...cardProject(project), description: <ProjectMarkdown source={project.shortDescription} /> }))}
      runsAsElements={RUNS_AS_ELEMENTS}
    />
  );
}

/** Descriptions are rendered at build time, so that the markdown renderer ships to no one. */
export function Projects({ projects, version }: { projects: Project[]; version: number | null }) {
  return (
    <section className={`panel ${styles.projects}`} aria-label="Projects">
      <ProjectsProvider version={version} count={projects.length}>
        <Reveal>
          <ProjectsBlock intro={profile.projectsIntro} builtCount={projects.length} {...{ [BUILT_GRID_PROP]: <BuiltProjectGrid projects={projects} /> }} />
        </Reveal>
      </ProjectsProvider>
    </section>
  );
}
