import { Bento } from '@/components/bento/bento';
import { Hero } from '@/components/hero/hero';
import { Navbar } from '@/components/navbar/navbar';
import { PrintResume } from '@/components/resume/print-resume';
import { RESUME_FILES } from '@/components/resume/resume-content';
import { resumePdf } from '@/components/resume/resume-pdf';
import { getBuildContent } from '@/lib/content/build-content';
import { RolesProvider } from '@/lib/content/roles-provider';
import { loadLanguage } from '@/lib/languages';
import { pageLocale } from '@/lib/languages/page-language';
import { languageFile } from '@/lib/languages/paths';
import { drawnLanguage } from '@/lib/languages/scripts';

export default async function HomePage() {
  const locale = await pageLocale();
  const { projects, roles, version } = await getBuildContent();
  // The size the about block states is the one of the PDF this language links.
  const resume = await resumePdf({ roles, projects }, await loadLanguage(drawnLanguage(locale)));
  return (
    <>
      <Navbar />
      <main>
        {/* The carousel and the printed résumé show the same roles, refreshed once for both. */}
        <RolesProvider roles={roles} version={version}>
          <PrintResume />
          <Hero />
          <Bento projects={projects} version={version} resumeBytes={resume.length} resumePath={languageFile(locale, RESUME_FILES.pdf)} />
        </RolesProvider>
      </main>
    </>
  );
}
