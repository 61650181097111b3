import { beforePaintScript, pageBeforePaintConfig } from './before-paint';

/** `gate`: whether the page waits behind the spec's spinner; without it the page shows at once. */
export function BeforePaintScript({ fonts, gate = true }: { fonts: { sans: string; serif: string }; gate?: boolean }) {
  return <script dangerouslySetInnerHTML={{ __html: beforePaintScript(pageBeforePaintConfig(fonts, { gate })) }} />;
}
