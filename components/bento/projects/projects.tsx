import { Reveal } from '@/components/motion/reveal';
import type { Project } from '@/lib/content/types';
import { ProjectMarkdown } from '@/components/project-markdown';
import { profile } from '@/lib/profile';
import { ProjectCard, type CardProject } from './project-card';
import { ProjectsBlock } from './projects-block';
import { ProjectsProvider } from './projects-provider';
import styles from './projects.module.css';

/** A card's props: everything but the description, which it gets rendered. */
const cardProject = ({ id, title, tags, websiteLink, githubLink }: Project): CardProject => ({ id, title, tags, websiteLink, githubLink });

/**
 * The cards are rendered here, descriptions included (so the markdown renderer ships to no one),
 * and handed to the island as its children: each project's text is in the page twice, as HTML and
 * in the payload React hydrates from (the description as rendered, the rest as the card's props),
 * never a third time as the island's data.
 */
export function Projects({ projects, version }: { projects: Project[]; version: number | null }) {
  return (
    <section className={`panel ${styles.projects}`} aria-label="Projects">
      <ProjectsProvider built={{ version, count: projects.length }}>
        <Reveal>
          <ProjectsBlock intro={profile.projectsIntro}>
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={cardProject(project)} description={<ProjectMarkdown source={project.shortDescription} />} />
              </li>
            ))}
          </ProjectsBlock>
        </Reveal>
      </ProjectsProvider>
    </section>
  );
}
