import { Fragment, type ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { ThemeControl } from '@/components/theme/theme-control';
import { basePath } from '@/lib/config';
import { textLanguage, type LanguageMark } from '@/lib/content/fallback';
import { isMultilingual, locales } from '@/lib/languages';
import { ownName } from '@/lib/languages/names';
import { navbarLinks } from '@/lib/owner-links';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import type { Messages } from '@/lib/languages/messages';
import { languageFolder } from '@/lib/languages/paths';
import { fillParts, template } from '@/lib/languages/template';
import { GitHubMenu } from './github-menu';
import { LanguageMenu } from './language-menu';
import { NavbarShell } from './navbar-shell';
import styles from './navbar.module.css';

/** "Personal GitHub" as the dictionary words it, the tag in a span of its own carrying its language where that is not the page's. */
function TaggedLink({ network, tag, language, words }: { network: string; tag: string; language: LanguageMark; words: Messages['nav']['taggedLink'] }) {
  const parts = fillParts<ReactNode>(template(words), network, <span {...language}>{tag}</span>);
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

export async function Navbar() {
  const [{ nav, theme, common, languages }, profile, locale] = await Promise.all([pageMessages(), pageProfile(), pageLocale()]);
  const links = navbarLinks(profile.links.map((link, index) => ({ ...link, language: textLanguage(profile, `links.${index}.tag`) })));
  const [onlyGitHub] = links.github.length === 1 ? links.github : [];
  return (
    <NavbarShell>
      <nav className={styles.nav} aria-label={nav.label}>
        {/* dir="auto": a name cut short ends in its own script's ellipsis, whatever the page's direction. */}
        <span className={styles.name} dir="auto">
          {profile.name}
        </span>
        <div className={styles.links}>
          {links.profile && (
            <NewTabLink href={links.profile.url} className={styles.link} newTabNote={common.opensInNewTab}>
              {links.profile.network}
            </NewTabLink>
          )}
          {onlyGitHub ? (
            // One account needs no menu.
            <NewTabLink href={onlyGitHub.url} className={styles.link} newTabNote={common.opensInNewTab}>
              {nav.github}
            </NewTabLink>
          ) : (
            links.github.length > 1 && (
              <GitHubMenu
                links={links.github.map(({ network, url, tag, language }) => ({
                  label: tag ? <TaggedLink network={network} tag={tag} language={language} words={nav.taggedLink} /> : network,
                  href: url,
                }))}
                labels={{ button: nav.github, menu: nav.githubProfiles, opensInNewTab: common.opensInNewTab }}
              />
            )
          )}
          {isMultilingual && (
            <LanguageMenu
              languages={locales.map((code) => ({ code, name: ownName(code), href: `${basePath()}/${languageFolder(code)}` }))}
              current={locale}
              label={languages.label}
            />
          )}
          <ThemeControl labels={theme} />
        </div>
      </nav>
    </NavbarShell>
  );
}
