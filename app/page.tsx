import { Bento } from '@/components/bento/bento';
import { Hero } from '@/components/hero/hero';
import { Navbar } from '@/components/navbar/navbar';
import { PrintResume } from '@/components/resume/print-resume';
import { resumePdf } from '@/components/resume/resume-pdf';
import { getBuildContent } from '@/lib/content/build-content';

export default async function HomePage() {
  const { projects, roles, version } = await getBuildContent();
  const resume = await resumePdf({ roles, projects });
  return (
    <>
      <Navbar />
      <main>
        <PrintResume roles={roles} />
        <Hero />
        <Bento projects={projects} roles={roles} version={version} resumeBytes={resume.length} />
      </main>
    </>
  );
}
