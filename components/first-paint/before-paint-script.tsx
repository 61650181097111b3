import { beforePaintScript, pageBeforePaintConfig } from './before-paint';

export function BeforePaintScript({ fonts }: { fonts: { sans: string; serif: string } }) {
  return <script dangerouslySetInnerHTML={{ __html: beforePaintScript(pageBeforePaintConfig(fonts)) }} />;
}
