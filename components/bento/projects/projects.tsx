import { Reveal } from '@/components/motion/reveal';
import { ProjectMarkdown } from '@/components/project-markdown';
import { basePath } from '@/lib/config';
import { ProjectsProvider } from '@/lib/content/projects-provider';
import type { Project } from '@/lib/content/types';
import { profile } from '@/lib/profile';
import { CardRun, type GridProject } from './project-grid';
import { CARDS_IN_PAGE, toRuns } from './runs';
import { ProjectsBlock } from './projects-block';
import styles from './projects.module.css';

/** The build's file of the projects after the first runs, named by the build so a new build is a new address. */
const LATER_PROJECTS_FILE = 'projects.json';

/** Descriptions are rendered at build time: the markdown renderer ships to no one who does not scroll far. */
const withDescription = ({ shortDescription, ...project }: Project): GridProject => ({
  ...project,
  description: <ProjectMarkdown source={shortDescription} />,
});

/** The later runs as React renders them on the server: read by a visitor without JavaScript, inert for the others. */
function LaterNoscript({ projects }: { projects: Project[] }) {
  return (
    <noscript>
      {toRuns(projects.map(withDescription)).map((run, index) => (
        <CardRun run={run} key={index} />
      ))}
    </noscript>
  );
}

export function Projects({ projects, version }: { projects: Project[]; version: number | null }) {
  const later = projects.slice(CARDS_IN_PAGE);
  const laterUrl = `${basePath()}/${LATER_PROJECTS_FILE}?build=${process.env.SITE_BUILD_ID ?? ''}`;
  return (
    <section className={`panel ${styles.projects}`} aria-label="Projects">
      <ProjectsProvider version={version} count={projects.length}>
        <Reveal>
          <ProjectsBlock
            intro={profile.projectsIntro}
            built={projects.slice(0, CARDS_IN_PAGE).map(withDescription)}
            later={{ url: laterUrl, count: later.length }}
            laterNoscript={later.length > 0 ? <LaterNoscript projects={later} /> : undefined}
          />
        </Reveal>
      </ProjectsProvider>
    </section>
  );
}
