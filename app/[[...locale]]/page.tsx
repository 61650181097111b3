import { Bento } from '@/components/bento/bento';
import { Hero } from '@/components/hero/hero';
import { Navbar } from '@/components/navbar/navbar';
import { PrintResume } from '@/components/resume/print-resume';
import { RESUME_FILES } from '@/components/resume/resume-content';
import { resumePdf } from '@/components/resume/resume-pdf';
import { getBuildContent, localizedContent, pageTranslation, tableIn } from '@/lib/content/build-content';
import { RolesProvider } from '@/lib/content/roles-provider';
import { loadLanguage } from '@/lib/languages';
import { pageLocale } from '@/lib/languages/page-language';
import { languageFile } from '@/lib/languages/paths';
import { fileLanguage } from '@/lib/languages/scripts';

export default async function HomePage() {
  const locale = await pageLocale();
  const content = await getBuildContent();
  // The size the about block states is the one of the PDF this language links.
  const fileLocale = fileLanguage(locale);
  const resume = await resumePdf(localizedContent(content, fileLocale), await loadLanguage(fileLocale));
  return (
    <>
      <Navbar />
      <main>
        {/* The carousel and the printed résumé show the same roles, refreshed once for both. */}
        <RolesProvider roles={await tableIn('roles', locale)} version={content.version} translation={pageTranslation(locale)}>
          <PrintResume />
          <Hero />
          <Bento resumeBytes={resume.length} resumePath={languageFile(locale, RESUME_FILES.pdf)} />
        </RolesProvider>
      </main>
    </>
  );
}
