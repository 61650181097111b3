'use client';

import { useProjects } from '@/lib/content/projects-provider';
import type { Project } from '@/lib/content/types';
import { RefreshedDescription } from './lazy-markdown';
import { useLaterCards } from './later-projects';
import { CardRun, ProjectGrid, type GridProject } from './project-grid';
import { toRuns } from './runs';

type ProjectsBlockProps = {
  intro: string;
  /** The cards the HTML holds, their descriptions rendered by the build. */
  built: GridProject[];
  /** The projects after them, as data: the browser renders them as the list's end nears. */
  later: Project[];
};

/**
 * What a visitor without JavaScript gets instead of the later runs: rendered on the server only (the
 * browser keeps a noscript's content as text), so the payload carries these projects as data, once.
 */
function LaterNoscript({ later }: { later: Project[] }) {
  return (
    <noscript>
      {toRuns(later).map((run, index) => (
        <CardRun key={index} run={run.map(({ shortDescription, ...project }) => ({ ...project, description: <RefreshedDescription source={shortDescription} /> }))} />
      ))}
    </noscript>
  );
}

/**
 * The build's cards, then the later runs, until a refresh brings other projects; the refresh is a
 * transition, so it shows once their descriptions' renderer has come.
 */
export function ProjectsBlock({ intro, built, later }: ProjectsBlockProps) {
  const { projects, loading } = useProjects();
  const laterCards = useLaterCards(later);
  if (loading && (projects ? projects.length : built.length + later.length) === 0) return <p className="status">Loading projects...</p>;
  const cards = projects
    ? projects.map(({ shortDescription, ...project }) => ({ ...project, description: <RefreshedDescription source={shortDescription} /> }))
    : [...built, ...(laterCards ?? [])];
  return (
    <>
      <h2 className="visually-hidden">Projects Section</h2>
      <p className="lede">{intro}</p>
      <ProjectGrid cards={cards} noscript={later.length > 0 ? <LaterNoscript later={later} /> : undefined} />
    </>
  );
}
