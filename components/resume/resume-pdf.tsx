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

const styles = StyleSheet.create({
  page: { paddingVertical: 48, paddingHorizontal: 54, fontFamily: SANS, fontSize: 10, lineHeight: 1.4, color: INK },
  name: { fontFamily: SERIF, fontWeight: 300, fontSize: 24 },
  headline: { marginTop: 4, fontSize: 11 },
  meta: { marginTop: 2, color: MUTED },
  heading: { marginTop: 18, marginBottom: 6, fontSize: 9, fontWeight: 600, letterSpacing: 1, textTransform: 'uppercase', color: MUTED },
  entry: { marginBottom: 10 },
  entryTitle: { fontSize: 11, fontWeight: 600 },
  badge: { fontSize: 8, fontWeight: 600, textTransform: 'uppercase', color: MUTED },
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
 * The résumé as a PDF in one language, made once a build process: the page states its size, the
 * route writes it. Any failure names the file, and fails the build.
 */
export function resumePdf(content: ResumeContent, language: Language): Promise<Buffer> {
  let pdf = made.get(language.locale);
  if (!pdf) {
    pdf = renderToBuffer(<ResumeDocument {...content} language={language} />).catch((error: unknown) => {
      throw new Error(`The ${language.locale} resume.pdf could not be made: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    made.set(language.locale, pdf);
  }
  return pdf;
}
