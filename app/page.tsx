import { Bento } from '@/components/bento/bento';
import { Hero } from '@/components/hero/hero';
import { Navbar } from '@/components/navbar/navbar';
import { PrintResume } from '@/components/resume/print-resume';
import { resumePdf } from '@/components/resume/resume-pdf';
import { getBuildContent } from '@/lib/content/build-content';
import { RolesProvider } from '@/lib/content/roles-provider';

export default async function HomePage() {
  const { projects, roles, version } = await getBuildContent();
  const resume = await resumePdf({ roles, projects });
  return (
    <>
      <Navbar />
      <main>
        {/* The carousel and the printed résumé show the same roles, refreshed once for both. */}
        <RolesProvider roles={roles} version={version}>
          <PrintResume />
          <Hero />
          <Bento projects={projects} version={version} resumeBytes={resume.length} />
        </RolesProvider>
      </main>
    </>
  );
}
