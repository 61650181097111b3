import { NewTabLink } from '@/components/new-tab-link';
import { ThemeControl } from '@/components/theme/theme-control';
import { basePath } from '@/lib/config';
import { isMultilingual, locales } from '@/lib/languages';
import { ownName } from '@/lib/languages/names';
import { navbarLinks } from '@/lib/owner-links';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import { languageFolder } from '@/lib/languages/paths';
import { GitHubMenu } from './github-menu';
import { LanguageMenu } from './language-menu';
import { NavbarShell } from './navbar-shell';
import styles from './navbar.module.css';

export async function Navbar() {
  const [{ nav, theme, common, languages }, profile, locale] = await Promise.all([pageMessages(), pageProfile(), pageLocale()]);
  const links = navbarLinks(profile.links);
  const [onlyGitHub] = links.github.length === 1 ? links.github : [];
  return (
    <NavbarShell>
      <nav className={styles.nav} aria-label={nav.label}>
        <span className={styles.name}>{profile.name}</span>
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
                links={links.github.map(({ network, url, tag }) => ({ label: tag ? nav.taggedLink(network, tag) : network, href: url }))}
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
