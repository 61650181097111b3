import { otherLanguagesFiles, previewImageResponse } from '../../language-files';

// The og.png of each language but the default's, at /<code>/og.png.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = otherLanguagesFiles;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return previewImageResponse((await params).locale);
}
