import path from 'node:path';
import { Document, Font, Link, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Language } from '@/lib/languages';
import { plainDescription, profileLinks, projectLinks, shares, type ResumeContent } from './resume-content';

// The site's own faces, from the @fontsource packages: react-pdf's font engine reads woff, not woff2.
// Each subset is a family of its own, the second a fallback for the letters the first lacks (ł, ő, ș…),
// so every Latin-script language draws (lib/languages/scripts.ts).
const face = (pkg: string, subset: string, weight: number) =>
  path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', `${pkg}-${subset}-${weight}-normal.woff`);
for (const [suffix, subset] of [['', 'latin'], [' Ext', 'latin-ext']] as const) {
  Font.register({ family: `Inter${suffix}`, fonts: [{ src: face('inter', subset, 400) }, { src: face('inter', subset, 600), fontWeight: 600 }] });
  Font.register({ family: `Fraunces${suffix}`, src: face('fraunces', subset, 300), fontWeight: 300 });
}
const SANS = ['Inter', 'Inter Ext'];
const SERIF = ['Fraunces', 'Fraunces Ext'];
// Words are never split with a hyphen: addresses and company names read as written.
Font.registerHyphenationCallback((word) => [word]);

const INK = '#1a1a1a';
const MUTED = '#555555';

// react-pdf turns a unitless lineHeight into points where it is set, and the points are inherited:
// the page's 14 pt would stack a 24 pt name onto the next line. Each size states its own leading.
const size = (fontSize: number, lineHeight = 1.4) => ({ fontSize, lineHeight });

const styles = StyleSheet.create({
  page: { paddingVertical: 48, paddingHorizontal: 54, fontFamily: SANS, ...size(10), color: INK },
  name: { fontFamily: SERIF, fontWeight: 300, ...size(24, 1.25) },
  headline: { marginTop: 4, ...size(11) },
  meta: { marginTop: 2, color: MUTED },
  heading: { marginTop: 18, marginBottom: 6, ...size(9), fontWeight: 600, letterSpacing: 1, textTransform: 'uppercase', color: MUTED },
  entry: { marginBottom: 10 },
  entryTitle: { ...size(11), fontWeight: 600 },
  badge: { ...size(8), fontWeight: 600, textTransform: 'uppercase', color: MUTED },
  item: { marginLeft: 10 },
  link: { color: INK, textDecoration: 'none' },
});

function Address({ url }: { url: string }) {
  return (
    <Link src={url} style={styles.link}>
      {url}
    </Link>
  );
}

/** What the printed page holds: the owner, every role, every project; links as addresses. */
function ResumeDocument({ roles, projects, language }: ResumeContent & { language: Language }) {
  const { words: { resume, work }, profile } = language;
  return (
    <Document title={resume.title(profile.name)} author={profile.name} subject={profile.jobTitle} language={language.locale}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.name}>{profile.name}</Text>
        <Text style={styles.headline}>{profile.hero.headline}</Text>
        <Text style={styles.meta}>{profile.location}</Text>
        {profileLinks(resume.profileLinks).map(({ network, url }) => (
          <Text key={url} style={styles.meta}>
            {network}: <Address url={url} />
          </Text>
        ))}

        <Text style={styles.heading}>{resume.experience}</Text>
        {roles.map((role) => (
          <View key={role.id} style={styles.entry} wrap={false}>
            {role.isCurrentRole && <Text style={styles.badge}>{work.currentRole}</Text>}
            <Text style={styles.entryTitle}>
              {role.company} · {role.title}
            </Text>
            <Text style={styles.meta}>{role.timeframe}</Text>
            {role.description && <Text>{role.description}</Text>}
            {shares(role.responsibilities).map((item, index) => (
              <Text key={index} style={styles.item}>
                • {item.label}: {item.percent}%
              </Text>
            ))}
          </View>
        ))}

        <Text style={styles.heading}>{resume.projects}</Text>
        {projects.map((project) => (
          <View key={project.id} style={styles.entry} wrap={false}>
            <Text style={styles.entryTitle}>{project.title}</Text>
            {project.shortDescription && <Text>{plainDescription(project.shortDescription)}</Text>}
            {project.tags.length > 0 && <Text style={styles.meta}>{project.tags.join(' · ')}</Text>}
            {projectLinks(project).map((url) => (
              <Address key={url} url={url} />
            ))}
          </View>
        ))}
      </Page>
    </Document>
  );
}

const made = new Map<string, Promise<Buffer>>();

/**
 * The résumé as a PDF in one language, made once a build process for the same content: the page
 * states its size, the route writes it. Any failure names the file, and fails the build.
 */
export function resumePdf(content: ResumeContent, language: Language): Promise<Buffer> {
  const key = `${language.locale}\n${JSON.stringify(content)}`;
  let pdf = made.get(key);
  if (!pdf) {
    pdf = renderToBuffer(<ResumeDocument {...content} language={language} />).catch((error: unknown) => {
      throw new Error(`The ${language.locale} resume.pdf could not be made: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    made.set(key, pdf);
  }
  return pdf;
}
