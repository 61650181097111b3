import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EveryProject } from '@/components/bento/projects/every-project';
import { CaseStudy } from '@/components/case-study/case-study';
import { plainDescription } from '@/components/resume/resume-content';
import { ProjectImage } from '@/components/bento/projects/project-image';
import { getBuildContent } from '@/lib/content/build-content';
import { caseStudyAt } from '@/lib/content/case-studies';
import { textLanguage } from '@/lib/content/fallback';
import { imageKey } from '@/lib/content/image-variants';
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

async function CaseStudyPage({ slug, language }: { slug: string; language: Language }) {
  const { locale, messages, profile } = language;
  const project = (await caseStudyAt(slug, locale)) ?? notFound();
  const url = siteUrl();
  const { images = {}, bodyImages = {} } = await getBuildContent();
  const media = `${basePath()}/media/`;
  const made = project.image && project.imageAlt.trim() ? images[imageKey(project.id, project.image)] : undefined;
  // A relative image path in the body names the bucket: shown only when the build made that image for this project.
  const bucketImage = (path: string) => bodyImages[imageKey(project.id, path)] ?? null;
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
      <CaseStudy
        project={project}
        messages={messages}
        ownerName={profile.name}
        home={homePage(locale, basePath())}
        media={media}
        bucketImage={bucketImage}
        image={made && <ProjectImage id={project.id} image={made} alt={project.imageAlt} base={media} language={textLanguage(project, 'imageAlt')} large priority />}
      />
    </>
  );
}

export default async function ProjectsPage({ params }: Props) {
  const { locale, slug } = projectsPathOf((await params).locale);
  if (slug === null) return <EveryProject />;
  return <CaseStudyPage slug={slug} language={await loadLanguage(locale)} />;
}
