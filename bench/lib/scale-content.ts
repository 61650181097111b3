import { EMBEDDED_SERVICE_ROLE_KEY as SERVICE } from '../../embedded-backend/keys';

/** The scale run's content, added to the seed's 6 projects, 4 roles, 2 education rows and 6 skills: `npm run scale` and the plain export's build test. */
export const SCALE_PROJECTS = 1000;
export const SCALE_ROLES = 200;
export const SCALE_EDUCATION = 50;
export const SCALE_SKILLS = 100;
export const scaleTitle = (number: number | string): string => `Scale project ${number}`;

const TAGS = ['TypeScript', 'React', 'Next.js', 'Postgres', 'Accessibility', 'CSS', 'Node.js', 'Testing'];

async function insert(backendUrl: string, table: string, rows: unknown[]): Promise<void> {
  const response = await fetch(`${backendUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: SERVICE, Authorization: `Bearer ${SERVICE}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`);
}

/** Fills an embedded backend's HTTP server (the service role's key, as a local edit would). */
export async function fillScaleContent(backendUrl: string): Promise<void> {
  await insert(
    backendUrl,
    'projects',
    Array.from({ length: SCALE_PROJECTS }, (_, index) => ({
      title: scaleTitle(index + 1),
      short_description: `Generated project **${index + 1}** of ${SCALE_PROJECTS}, with [a link](https://example.com/${index + 1}) and some text to make the card realistic.`,
      website_link: index % 3 === 0 ? '' : `https://example.com/p/${index + 1}`,
      github_link: index % 4 === 0 ? null : `https://github.com/example/p${index + 1}`,
      tags: TAGS.slice(index % 5, (index % 5) + (index % 4)),
    })),
  );
  await insert(
    backendUrl,
    'roles',
    Array.from({ length: SCALE_ROLES }, (_, index) => ({
      company: `Company ${index + 1}`,
      timeframe: `${2000 + (index % 25)}`,
      title: `Role ${index + 1}`,
      description: `Generated role ${index + 1} of ${SCALE_ROLES}.`,
      responsibilities: Array.from({ length: (index % 8) + 1 }, (_, item) => ({ label: `Responsibility ${item + 1}`, value: 10 + item })),
    })),
  );
  await insert(
    backendUrl,
    'education',
    Array.from({ length: SCALE_EDUCATION }, (_, index) => ({
      institution: `Institution ${index + 1}`,
      url: index % 3 === 0 ? null : `https://example.edu/${index + 1}`,
      area: `Area ${index + 1}`,
      study_type: index % 2 === 0 ? 'Bachelor' : 'Master',
      start_date: `${1990 + (index % 30)}-09`,
      end_date: index % 5 === 0 ? null : `${1993 + (index % 30)}`,
      score: index % 4 === 0 ? '' : `${(3 + (index % 10) / 10).toFixed(1)} GPA`,
      courses: Array.from({ length: index % 6 }, (_, course) => `Course ${course + 1}`),
    })),
  );
  await insert(
    backendUrl,
    'skills',
    Array.from({ length: SCALE_SKILLS }, (_, index) => ({
      name: `Skill ${index + 1}`,
      level: ['Beginner', 'Intermediate', 'Advanced', 'Expert', null][index % 5],
      keywords: TAGS.slice(index % 5, (index % 5) + (index % 4)),
    })),
  );
}
