// What `npm run lighthouse -- --targets` names: a page of one of the builds in .lighthouse/. A site
// built in several languages (--locales) has a page per language: `site@de` is the site's /de/. Any
// other page of a site by its path: `site:/projects/checkout-playground/`, a case study.

/** Each target's build folder under .lighthouse/ and its page's path there. */
const PAGES: Record<string, { dir: string; path: string }> = {
  site: { dir: 'embedded', path: '/' },
  'site+refresh': { dir: 'live', path: '/' },
  // Information only, no budget: the export as Next wrote it (docs/architecture.md, "After next build").
  plain: { dir: 'plain', path: '/' },
  floor: { dir: 'floors', path: '/floor/' },
  'floor+gate': { dir: 'floors', path: '/floor-gate/' },
  reference: { dir: 'reference', path: '/' },
  scale: { dir: 'scale', path: '/' },
  'scale-floor': { dir: 'scale-floors', path: '/floor/' },
};

/** The builds of the site itself, which have a page per language. */
const SITES = ['site', 'site+refresh', 'plain'];

export class TargetError extends Error {
  override name = 'TargetError';
}

/** The target a language's page, or another page of a site, is judged as: `site@de` as `site`, beside the same reference and floor. */
export const baseTarget = (target: string): string => target.split(/[@:]/)[0]!;

/** A language code as the site spells its folder (BCP 47, canonical): `de`, `pt-BR`. */
function checkCode(code: string, where: string): string {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(code)[0];
  } catch {
    canonical = undefined;
  }
  if (canonical !== code) throw new TargetError(`${where}: "${code}" is not a language code as the site spells it (such as de or pt-BR).`);
  return code;
}

/** Where a target's page is: its build's folder and its path; `site@de` is the site's page at /de/. */
export function targetPage(target: string): { dir: string; path: string } {
  const colon = target.indexOf(':');
  if (colon > 0) {
    const [site, pagePath] = [target.slice(0, colon), target.slice(colon + 1)];
    if (!SITES.includes(site)) throw new TargetError(`"${target}": only ${SITES.join(', ')} have other pages to name by their path.`);
    if (!/^\/(?:[A-Za-z0-9][A-Za-z0-9-]*\/)+$/.test(pagePath)) throw new TargetError(`"${target}": "${pagePath}" is not a page's path on the site (such as /projects/checkout-playground/).`);
    return { dir: PAGES[site]!.dir, path: pagePath };
  }
  const [base = '', code, ...rest] = target.split('@');
  const page = PAGES[base];
  if (!page || rest.length > 0) {
    throw new TargetError(`Unknown target "${target}": the targets are ${Object.keys(PAGES).join(', ')}; ${SITES.join(', ')} also at a language's page, as site@de.`);
  }
  if (code === undefined) return page;
  if (!SITES.includes(base)) throw new TargetError(`"${target}": only ${SITES.join(', ')} have a page per language.`);
  return { dir: page.dir, path: `${page.path}${checkCode(code, `--targets ${target}`)}/` };
}

/** --locales en,de,ar: the languages the sites are built in, the first the default (at `/`). */
export function parseLocalesOption(value: string): string[] {
  const codes = value.split(',').map((code) => checkCode(code.trim(), '--locales'));
  if (new Set(codes).size !== codes.length) throw new TargetError(`--locales ${value} names a language twice.`);
  return codes;
}

/** Each site target at every language's page: the default's under its bare name, each other's as `site@<code>`. */
export function withLanguages(targets: readonly string[], locales: readonly string[]): string[] {
  const others = locales.slice(1);
  // Once each: `--targets site,site@de --locales en,de` names the German page twice.
  return [...new Set(targets.flatMap((target) => (SITES.includes(target) ? [target, ...others.map((code) => `${target}@${code}`)] : [target])))];
}
