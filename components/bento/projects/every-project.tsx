import { ProjectMarkdown } from '@/components/project-markdown';
import { getBuildContent, tableIn } from '@/lib/content/build-content';
import { caseStudyLinks } from '@/lib/content/case-studies';
import { basePath } from '@/lib/config';
import { pageLocale, pageMessages, pageProfile } from '@/lib/languages/page-language';
import { homePage } from '@/lib/languages/paths';
import { CaseStudyLinksProvider } from './case-study-links';
import { describedBy } from './grid-project';
import { MadeImagesProvider } from './made-images';
import { CardRun } from './project-grid';
import { projectsBlockLabels } from './projects';
import { toRuns } from './runs';
import grid from './projects.module.css';
import ownPage from '@/components/own-page.module.css';
import styles from './every-project.module.css';

/**
 * Every project, its description rendered by the build: the page a visitor without JavaScript is sent to
 * past the cards the home page holds, which keeps the rest out of the home page's HTML.
 */
export async function EveryProject() {
  const locale = await pageLocale();
  const [messages, profile, projects, { images = {} }] = await Promise.all([pageMessages(), pageProfile(), tableIn('projects', locale), getBuildContent()]);
  const labels = projectsBlockLabels(messages);
  const home = homePage(locale, basePath());
  const caseStudies = await caseStudyLinks(locale, basePath());
  return (
    <main className={styles.page}>
      {/* A plain link, as on the 404: next/link would add client code for one link. */}
      <a href={home} className={`${ownPage.homeLink} ${styles.back}`}>
        {messages.common.backTo(profile.name)}
      </a>
      <h1 className={ownPage.title}>{messages.projects.label}</h1>
      <MadeImagesProvider images={images} base={`${basePath()}/media/`}>
        <CaseStudyLinksProvider links={caseStudies}>
          <div role="list" className={grid.grid}>
            {toRuns(describedBy(projects, ProjectMarkdown, { newTabNote: messages.common.opensInNewTab, home })).map((run, index) => (
              <CardRun key={index} run={run} labels={labels} titleLevel="h2" />
            ))}
          </div>
        </CaseStudyLinksProvider>
      </MadeImagesProvider>
    </main>
  );
}
