import { resumePdf } from '@/components/resume/resume-pdf';
import { getBuildContent, localizedContent } from '@/lib/content/build-content';
import { defaultLocale, loadLanguage } from '@/lib/languages';
import { resumeBytes } from './resume-size';

// What the PDF holds is resume-pdf's tests' business; here, how often it is made and for which language.
jest.mock('@/components/resume/resume-pdf', () => ({ resumePdf: jest.fn(async () => Buffer.alloc(2048)) }));
jest.mock('@/lib/content/build-content', () => ({ getBuildContent: jest.fn(async () => ({})), localizedContent: jest.fn(() => ({})) }));
jest.mock('@/lib/languages', () => ({ ...jest.requireActual('@/lib/languages'), loadLanguage: jest.fn(async () => ({})) }));

describe('resumeBytes', () => {
  it('makes the PDF once per language, however many ask for its size', async () => {
    const sizes = await Promise.all([resumeBytes(defaultLocale), resumeBytes(defaultLocale)]);
    expect(await resumeBytes(defaultLocale)).toBe(2048);
    expect(sizes).toEqual([2048, 2048]);
    expect(resumePdf).toHaveBeenCalledTimes(1);
    expect(getBuildContent).toHaveBeenCalledTimes(1);
    expect(localizedContent).toHaveBeenCalledWith({}, defaultLocale);
    expect(loadLanguage).toHaveBeenCalledWith(defaultLocale);
  });

  it("sizes a language whose script the PDF's fonts cannot draw by the default's PDF, as its file is made", async () => {
    await resumeBytes(defaultLocale);
    jest.mocked(resumePdf).mockClear();
    expect(await resumeBytes('ja')).toBe(2048);
    expect(resumePdf).not.toHaveBeenCalled();
  });
});
