import { otherLanguagesFiles, resumeJsonResponse } from '../../language-files';

// The resume.json of each language but the default's, at /<code>/resume.json.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = otherLanguagesFiles;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return resumeJsonResponse((await params).locale);
}
