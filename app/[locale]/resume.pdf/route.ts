import { otherLanguagesFiles, resumePdfResponse } from '../../language-files';

// The resume.pdf of each language but the default's, at /<code>/resume.pdf.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = otherLanguagesFiles;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return resumePdfResponse((await params).locale);
}
