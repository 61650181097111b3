import { NewTabLink } from '@/components/new-tab-link';
import { ThemeControl } from '@/components/theme/theme-control';
import { basePath } from '@/lib/config';
import { isMultilingual, locales } from '@/lib/languages';
import { ownName } from '@/lib/languages/names';
import { pageLocale, pageProfile, pageMessages } from '@/lib/languages/page-language';
import { languageFolder } from '@/lib/languages/paths';
import { GitHubMenu } from './github-menu';
import { LanguageMenu } from './language-menu';
import { NavbarShell } from './navbar-shell';
import styles from './navbar.module.css';

export async function Navbar() {
  const [{ nav, theme, common, languages }, profile, locale] = await Promise.all([pageMessages(), pageProfile(), pageLocale()]);
  return (
    <NavbarShell>
      <nav className={styles.nav} aria-label={nav.label}>
        <span className={styles.name}>{profile.name}</span>
        <div className={styles.links}>
          <NewTabLink href={profile.links.linkedIn} className={styles.link} newTabNote={common.opensInNewTab}>
            {nav.linkedIn}
          </NewTabLink>
          <GitHubMenu
            links={[
              { label: nav.professionalGitHub, href: profile.links.professionalGitHub },
              { label: nav.personalGitHub, href: profile.links.personalGitHub },
            ]}
            labels={{ button: nav.github, menu: nav.githubProfiles, opensInNewTab: common.opensInNewTab }}
          />
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
