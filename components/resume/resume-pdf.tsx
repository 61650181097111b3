import type { ReactElement } from 'react';
import { Document, Link, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Language } from '@/lib/languages';
import { drawable, SANS, SERIF } from './pdf-faces';
import { dateRange, listed, plainDescription, profileLinks, projectLinks, shares, type ResumeContent } from './resume-content';

const INK = '#1a1a1a';
const MUTED = '#555555';

// react-pdf turns a unitless lineHeight into points where it is set, and the points are inherited:
// the page's 14 pt would stack a 24 pt name onto the next line. Each size states its own leading.
const size = (fontSize: number, lineHeight = 1.4) => ({ fontSize, lineHeight });

// Headings' letters are spaced by half a point: at one, text readers (pdftotext, a recruiter's
// applicant tracking system) read "AU S B I L D U N G" after a kerned pair.
const styles = StyleSheet.create({
  page: { paddingVertical: 48, paddingHorizontal: 54, fontFamily: SANS, ...size(10), color: INK },
  name: { fontFamily: SERIF, fontWeight: 300, ...size(24, 1.25) },
  headline: { marginTop: 4, ...size(11) },
  meta: { marginTop: 2, color: MUTED },
  heading: { marginTop: 18, marginBottom: 6, ...size(9), fontWeight: 600, letterSpacing: 0.5, textTransform: 'uppercase', color: MUTED },
  entry: { marginBottom: 10 },
  entryTitle: { ...size(11), fontWeight: 600 },
  badge: { ...size(8), fontWeight: 600, textTransform: 'uppercase', color: MUTED },
  item: { marginLeft: 10 },
  skill: { marginBottom: 4 },
  strong: { fontWeight: 600 },
  link: { color: INK, textDecoration: 'none' },
});

function Address({ url }: { url: string }) {
  return (
    <Link src={url} style={styles.link}>
      {url}
    </Link>
  );
}

/** A section, none without entries: its heading goes to the page of its first entry, never ends one. */
function Section({ heading, entries }: { heading: string; entries: ReactElement[] }) {
  const [first, ...rest] = entries;
  if (!first) return null;
  return (
    <>
      <View wrap={false}>
        <Text style={styles.heading}>{heading}</Text>
        {first}
      </View>
      {rest}
    </>
  );
}

type Texts = ResumeContent & { owner: Pick<Language['profile'], 'name' | 'location'> & { headline: string }; messages: Pick<Language['messages'], 'resume'> & { currentRole: string } };

function ResumeDocument({ texts: { owner, messages, roles, education, skills, projects }, language }: { texts: Texts; language: Language }) {
  const { resume, currentRole } = messages;
  const { locale, profile } = language;
  return (
    <Document title={resume.title(profile.name)} author={profile.name} subject={profile.jobTitle} language={locale}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.name}>{owner.name}</Text>
        <Text style={styles.headline}>{owner.headline}</Text>
        <Text style={styles.meta}>{owner.location}</Text>
        {profileLinks(resume.profileLinks).map(({ network, url }) => (
          <Text key={url} style={styles.meta}>
            {network}: <Address url={url} />
          </Text>
        ))}

        <Section
          heading={resume.experience}
          entries={roles.map((role) => (
            <View key={role.id} style={styles.entry} wrap={false}>
              {role.isCurrentRole && <Text style={styles.badge}>{currentRole}</Text>}
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
        />

        <Section
          heading={resume.education}
          entries={education.map((school) => (
            <View key={school.id} style={styles.entry} wrap={false}>
              <Text style={styles.entryTitle}>{school.institution}</Text>
              {(school.studyType || school.area) && <Text>{[school.studyType, school.area].filter(Boolean).join(', ')}</Text>}
              {(school.startDate || school.endDate) && <Text style={styles.meta}>{dateRange(school.startDate, school.endDate, locale, resume.present)}</Text>}
              {school.score && (
                <Text>
                  {resume.score}: {school.score}
                </Text>
              )}
              {school.courses.length > 0 && (
                <Text>
                  {resume.courses}: {listed(school.courses)}
                </Text>
              )}
              {school.url && <Address url={school.url} />}
            </View>
          ))}
        />

        <Section
          heading={resume.skills}
          entries={skills.map((skill) => (
            <Text key={skill.id} style={styles.skill}>
              <Text style={styles.strong}>{skill.name}</Text>
              {skill.level && ` · ${skill.level}`}
              {skill.keywords.length > 0 && `: ${listed(skill.keywords)}`}
            </Text>
          ))}
        />

        <Section
          heading={resume.projects}
          entries={projects.map((project) => (
            <View key={project.id} style={styles.entry} wrap={false}>
              <Text style={styles.entryTitle}>{project.title}</Text>
              {project.shortDescription && <Text>{plainDescription(project.shortDescription)}</Text>}
              {project.tags.length > 0 && <Text style={styles.meta}>{listed(project.tags)}</Text>}
              {projectLinks(project).map((url) => (
                <Address key={url} url={url} />
              ))}
            </View>
          ))}
        />
      </Page>
    </Document>
  );
}

async function render(content: ResumeContent, language: Language): Promise<Buffer> {
  const { messages, profile } = language;
  const owner = { name: profile.name, headline: profile.hero.headline, location: profile.location };
  const { texts, lines } = await drawable<Texts>({ ...content, owner, messages: { resume: messages.resume, currentRole: messages.work.currentRole } }, language.locale);
  for (const line of lines) console.log(line);
  return renderToBuffer(<ResumeDocument texts={texts} language={language} />);
}

const made = new Map<string, Promise<Buffer>>();

/** Made once a build process for the same content: the page states its size, the route writes it. */
export function resumePdf(content: ResumeContent, language: Language): Promise<Buffer> {
  const key = `${language.locale}\n${JSON.stringify(content)}`;
  let pdf = made.get(key);
  if (!pdf) {
    pdf = render(content, language).catch((error: unknown) => {
      throw new Error(`The ${language.locale} resume.pdf could not be made: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    made.set(key, pdf);
  }
  return pdf;
}
