import { ImageResponse } from 'next/og';
import { cardFonts } from '@/components/link-preview/card-fonts';
import { PREVIEW_IMAGE } from '@/components/link-preview/link-preview';
import { PreviewCard } from '@/components/link-preview/preview-card';
import { siteIconSvg } from '@/components/link-preview/site-icon';
import { jsonResume } from '@/components/resume/json-resume';
import { resumePdf } from '@/components/resume/resume-pdf';
import { getBuildContent, localizedContent } from '@/lib/content/build-content';
import { caseStudyAt, caseStudySlugs } from '@/lib/content/case-studies';
import { basePath, siteUrl } from '@/lib/config';
import { defaultLocale, loadLanguage, otherLocales, type Locale } from '@/lib/languages';
import { caseStudyPage, languageFolder } from '@/lib/languages/paths';
import { fileLanguage, fallbackNote } from '@/lib/languages/scripts';

/**
 * The default's files are at the root (app/resume.pdf, …), every other's at `/<code>/`. Under output: 'export'
 * a dynamic segment with no params fails the build, so a one-language site also writes an unlinked copy there.
 */
export function otherLanguagesFiles(): { locale: Locale }[] {
  return (otherLocales.length > 0 ? otherLocales : [defaultLocale]).map((locale) => ({ locale }));
}

function logFileLanguage(locale: Locale, file: string): Locale {
  const note = fallbackNote(locale, file);
  if (note) console.log(note);
  return fileLanguage(locale);
}

export async function resumePdfResponse(locale: Locale): Promise<Response> {
  const fileLocale = logFileLanguage(locale, 'resume.pdf');
  const pdf = await resumePdf(localizedContent(await getBuildContent(), fileLocale), await loadLanguage(fileLocale));
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
}

export async function resumeJsonResponse(locale: Locale): Promise<Response> {
  const page = new URL(languageFolder(locale), siteUrl());
  const caseStudies = new Map([...(await caseStudySlugs())].map(([id, slug]) => [id, new URL(caseStudyPage(locale, slug), siteUrl()).href]));
  return Response.json(jsonResume(localizedContent(await getBuildContent(), locale), page, await loadLanguage(locale), caseStudies));
}

export async function previewImageResponse(locale: Locale): Promise<Response> {
  return previewResponse(locale, null);
}

/** A case study's preview: the owner's card with the project's title and tags where the hero's are; the portfolio's for a slug with none. */
export async function caseStudyPreviewResponse(locale: Locale, slug: string): Promise<Response> {
  const fileLocale = logFileLanguage(locale, PREVIEW_IMAGE.path);
  return previewResponse(fileLocale, await caseStudyAt(slug, fileLocale));
}

async function previewResponse(locale: Locale, project: { title: string; tags: string[] } | null): Promise<Response> {
  const { profile } = await loadLanguage(project ? locale : logFileLanguage(locale, PREVIEW_IMAGE.path));
  const url = siteUrl();
  const card = (
    <PreviewCard
      name={profile.name}
      jobTitle={profile.jobTitle}
      headline={project?.title ?? profile.hero.headline}
      tags={project?.tags ?? profile.hero.tags}
      host={`${url.host}${basePath(url)}`}
      icon={await siteIconSvg()}
    />
  );
  return new ImageResponse(card, { width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height, fonts: await cardFonts() });
}
