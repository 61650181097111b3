import { jsonResume } from '@/components/resume/json-resume';
import { getBuildContent } from '@/lib/content/build-content';
import { siteUrl } from '@/lib/config';

// Made once by the build into resume.json (JSON Resume), from the content the page was built from.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const { roles, projects } = await getBuildContent();
  return Response.json(jsonResume({ roles, projects }, siteUrl()));
}
