import { resumePdf } from '@/components/resume/resume-pdf';
import { getBuildContent } from '@/lib/content/build-content';

// Made once by the build into resume.pdf, from the content the page was built from.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const { roles, projects } = await getBuildContent();
  const pdf = await resumePdf({ roles, projects });
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
}
