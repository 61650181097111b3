/** An SVG document as a data: URI, the form in which satori draws an <img>. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
