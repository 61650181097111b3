import { CARDS_IN_PAGE } from '@/components/bento/projects/runs';
import { getBuildContent } from '@/lib/content/build-content';

// Made once by the build: the projects after those the page's HTML holds, which the page renders
// as the list's end nears the viewport (components/bento/projects/later-projects.tsx).
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const { projects } = await getBuildContent();
  return Response.json(projects.slice(CARDS_IN_PAGE));
}
