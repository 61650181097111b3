import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EveryProject } from '@/components/bento/projects/every-project';
import { CaseStudy } from '@/components/case-study/case-study';
import { plainDescription } from '@/components/resume/resume-content';
import { caseStudyAt } from '@/lib/content/case-studies';
import { basePath, siteUrl } from '@/lib/config';
import { loadLanguage, type Language } from '@/lib/languages';
import { projectsPathOf } from '@/lib/languages/page-language';
import { caseStudyPage, homePage, languageFolder } from '@/lib/languages/paths';
import { caseStudyMetadata, siteIcons } from '../../site-metadata';
import { caseStudyJsonLd } from '../../structured-data';

type Props = { params: Promise<{ locale?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = projectsPathOf((await params).locale);
  const language = await loadLanguage(locale);
  if (slug === null) {
    // Not indexed: the home page holds every project too, for anyone whose browser runs its scripts.
    return { title: language.messages.projects.everyProjectTitle(language.profile.name), icons: siteIcons(siteUrl()), robots: { index: false, follow: true } };
  }
  const project = (await caseStudyAt(slug, locale)) ?? notFound();
  return caseStudyMetadata(siteUrl(), language, { slug, title: project.title, description: plainDescription(project.shortDescription) });
}

/** Relative image paths in a body name the Storage bucket; none is shown until the build makes its images. */
const noBucketImage = () => null;

async function CaseStudyPage({ slug, language }: { slug: string; language: Language }) {
  const { locale, messages, profile } = language;
  const project = (await caseStudyAt(slug, locale)) ?? notFound();
  const url = siteUrl();
  const jsonLd = caseStudyJsonLd(
    new URL(caseStudyPage(locale, slug), url),
    new URL(languageFolder(locale), url),
    project,
    plainDescription(project.shortDescription),
    language,
  );
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {/* Slot: the project's image, large, once <ProjectImage> lands. */}
      <CaseStudy project={project} messages={messages} ownerName={profile.name} home={homePage(locale, basePath())} bucketImage={noBucketImage} />
    </>
  );
}

export default async function ProjectsPage({ params }: Props) {
  const { locale, slug } = projectsPathOf((await params).locale);
  if (slug === null) return <EveryProject />;
  return <CaseStudyPage slug={slug} language={await loadLanguage(locale)} />;
}
