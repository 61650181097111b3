'use client';

import type { LanguageMark } from '@/lib/content/fallback';
import { useProjects } from '@/lib/content/projects-provider';
import type { Project } from '@/lib/content/types';
import type { Messages } from '@/lib/languages/messages';
import { RefreshedDescription } from './lazy-markdown';
import { useLaterCards } from './later-projects';
import type { CardLabels } from './project-card';
import { CardRun, describedBy, ProjectGrid, type GridProject } from './project-grid';
import { toRuns } from './runs';

/** The words the block and its cards say, from the server's dictionary. */
export type ProjectsBlockLabels = CardLabels & Pick<Messages['projects'], 'heading' | 'loading'> & Pick<Messages['common'], 'opensInNewTab'>;

type ProjectsBlockProps = {
  intro: string;
  /** The intro's language, where it is not the page's. */
  introLanguage?: LanguageMark;
  labels: ProjectsBlockLabels;
  /** The cards the HTML holds, their descriptions rendered by the build. */
  built: GridProject[];
  /** The projects after them, as data: the browser renders them as the list's end nears. */
  later: Project[];
};

/**
 * What a visitor without JavaScript gets instead of the later runs: rendered on the server only (the
 * browser keeps a noscript's content as text), so the payload carries these projects as data, once.
 */
function LaterNoscript({ later, labels }: { later: Project[]; labels: ProjectsBlockLabels }) {
  return (
    <noscript>
      {toRuns(describedBy(later, RefreshedDescription, labels.opensInNewTab)).map((run, index) => (
        <CardRun key={index} run={run} labels={labels} />
      ))}
    </noscript>
  );
}

/**
 * The build's cards, then the later runs, until a refresh brings other projects; the refresh is a
 * transition, so it shows once their descriptions' renderer has come.
 */
export function ProjectsBlock({ intro, introLanguage, labels, built, later }: ProjectsBlockProps) {
  const { projects, loading } = useProjects();
  const laterCards = useLaterCards(later, labels.opensInNewTab);
  if (loading && (projects ? projects.length : built.length + later.length) === 0) return <p className="status">{labels.loading}</p>;
  const cards = projects
    ? describedBy(projects, RefreshedDescription, labels.opensInNewTab)
    : [...built, ...(laterCards ?? [])];
  return (
    <>
      <h2 className="visually-hidden">{labels.heading}</h2>
      <p className="lede" {...introLanguage}>
        {intro}
      </p>
      <ProjectGrid cards={cards} labels={labels} noscript={later.length > 0 ? <LaterNoscript later={later} labels={labels} /> : undefined} />
    </>
  );
}
