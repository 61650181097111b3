import { Reveal } from '@/components/motion/reveal';
import { ProjectMarkdown } from '@/components/project-markdown';
import { basePath } from '@/lib/config';
import { getBuildContent, pageTranslation, tableIn } from '@/lib/content/build-content';
import { caseStudyLinks } from '@/lib/content/case-studies';
import { textLanguage } from '@/lib/content/fallback';
import { ProjectsProvider } from '@/lib/content/projects-provider';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import type { Messages } from '@/lib/languages/messages';
import { everyProjectPage, homePage } from '@/lib/languages/paths';
import { template } from '@/lib/languages/template';
import { CaseStudyLinksProvider } from './case-study-links';
import { describedBy } from './grid-project';
import { laterProjects } from './later-projects';
import { MadeImagesProvider } from './made-images';
import { CARDS_IN_PAGE } from './runs';
import { ProjectsBlock, type ProjectsBlockLabels } from './projects-block';
import styles from './projects.module.css';

/** What the projects island is given of the dictionary: the words it and its cards say, the links' names as templates. */
export function projectsBlockLabels({ projects, records }: Pick<Messages, 'projects' | 'records'>): ProjectsBlockLabels {
  return {
    heading: projects.heading,
    printed: records.projects,
    loading: projects.loading,
    tags: projects.tags,
    website: projects.website,
    github: projects.github,
    websiteOf: template(projects.websiteOf),
    githubOf: template(projects.githubOf),
    caseStudy: projects.caseStudy,
    caseStudyOf: template(projects.caseStudyOf),
  };
}

/** Reads its own table in the page's language, from the build's one read. */
export async function Projects() {
  const locale = await pageLocale();
  const [messages, profile, projects, { version, images = {} }] = await Promise.all([pageMessages(), pageProfile(), tableIn('projects', locale), getBuildContent()]);
  const links = { newTabNote: messages.common.opensInNewTab, home: homePage(locale, basePath()) };
  const caseStudies = await caseStudyLinks(locale, basePath());
  return (
    <section className={`panel ${styles.projects}`} aria-label={messages.projects.label}>
      <ProjectsProvider version={version} count={projects.length} translation={pageTranslation(locale)}>
        {/* Only what the build made: a card whose refreshed project brings another source shows no image. */}
        <MadeImagesProvider images={images} base={`${basePath()}/media/`}>
          <CaseStudyLinksProvider links={caseStudies}>
            <Reveal>
              <ProjectsBlock
                intro={profile.projectsIntro}
                introLanguage={textLanguage(profile, 'projectsIntro')}
                labels={projectsBlockLabels(messages)}
                links={links}
                // Rendered by the build: the markdown renderer ships to no one who does not scroll far.
                built={describedBy(projects.slice(0, CARDS_IN_PAGE), ProjectMarkdown, links)}
                later={laterProjects(projects.slice(CARDS_IN_PAGE))}
                everyProject={{
                  href: `${basePath()}/${everyProjectPage(locale)}`,
                  text: messages.projects.everyProject(new Intl.NumberFormat(locale).format(projects.length)),
                }}
              />
            </Reveal>
          </CaseStudyLinksProvider>
        </MadeImagesProvider>
      </ProjectsProvider>
    </section>
  );
}
