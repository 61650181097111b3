import { describeIssue, reshapeRows } from './reshape';
import { education } from './tables/education';
import { projects } from './tables/projects';
import { roles } from './tables/roles';
import { skills } from './tables/skills';

const reshapeProjects = (rows: unknown[]) => reshapeRows(projects, rows);
const reshapeRoles = (rows: unknown[]) => reshapeRows(roles, rows);

const project = {
  id: 7,
  title: 'Checkout Playground',
  short_description: 'A **sandbox**.',
  website_link: 'https://example.com',
  github_link: 'https://github.com/example/x',
  tags: ['Next.js'],
};

const role = {
  id: 1,
  company: 'Brightline Telecom',
  timeframe: '2023 – Present',
  title: 'Senior Full-Stack Developer',
  description: 'Leads checkout.',
  is_current_role: true,
  responsibilities: [{ label: 'Checkout', value: 30 }],
};

describe('reshapeRows(projects)', () => {
  it('turns a row into the camelCase Project', () => {
    expect(reshapeProjects([project])).toEqual({
      items: [
        {
          id: 7,
          title: 'Checkout Playground',
          shortDescription: 'A **sandbox**.',
          websiteLink: 'https://example.com',
          githubLink: 'https://github.com/example/x',
          tags: ['Next.js'],
          highlights: [],
          startDate: '',
          endDate: '',
          image: '',
          imageAlt: '',
          body: '',
          slug: '',
        },
      ],
      issues: [],
    });
  });

  it("applies the spec's defaults to missing optional fields without reporting them", () => {
    const { items, issues } = reshapeProjects([
      { id: 1, title: 'Bare', short_description: null, website_link: null, github_link: '', tags: null },
      { id: 2, title: 'Sparse' },
    ]);
    expect(items).toEqual([
      { id: 1, title: 'Bare', shortDescription: '', websiteLink: '', githubLink: '', tags: [], highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '' },
      { id: 2, title: 'Sparse', shortDescription: '', websiteLink: '', githubLink: '', tags: [], highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '' },
    ]);
    expect(issues).toEqual([]);
  });

  it('drops a row without an integer id or a title, naming table, id and field', () => {
    const { items, issues } = reshapeProjects([
      { ...project, id: 'seven' },
      { ...project, id: 8, title: '   ' },
      'not a row',
      { ...project, id: 9 },
    ]);
    expect(items.map((item) => item.id)).toEqual([9]);
    expect(issues).toEqual([
      expect.objectContaining({ table: 'projects', id: 'seven', field: 'id', dropped: 'row' }),
      expect.objectContaining({ table: 'projects', id: 8, field: 'title', dropped: 'row' }),
      expect.objectContaining({ table: 'projects', id: undefined, field: '(row)', dropped: 'row' }),
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    'not a url',
  ])('keeps no link that is not an absolute http(s) URL: %j', (link) => {
    const { items, issues } = reshapeProjects([{ ...project, website_link: link, github_link: link }]);
    expect(items[0]).toMatchObject({ websiteLink: '', githubLink: '' });
    expect(issues.map((issue) => issue.field)).toEqual(['website_link', 'github_link']);
    expect(issues.every((issue) => issue.dropped === 'value' && issue.id === 7)).toBe(true);
  });

  it('keeps the text tags and drops the others one by one', () => {
    const { items, issues } = reshapeProjects([{ ...project, tags: ['React', 3, '', null, 'CSS'] }]);
    expect(items[0]?.tags).toEqual(['React', 'CSS']);
    expect(issues.map((issue) => issue.field)).toEqual(['tags[1]', 'tags[2]', 'tags[3]']);
  });

  it('treats tags that are not a list as none, and says so', () => {
    const { items, issues } = reshapeProjects([{ ...project, tags: 'React' }]);
    expect(items[0]?.tags).toEqual([]);
    expect(issues).toEqual([expect.objectContaining({ field: 'tags', dropped: 'value' })]);
  });
});

describe('reshapeRows(roles)', () => {
  it('turns a row into the camelCase Role', () => {
    expect(reshapeRoles([role]).items).toEqual([
      {
        id: 1,
        company: 'Brightline Telecom',
        timeframe: '2023 – Present',
        title: 'Senior Full-Stack Developer',
        description: 'Leads checkout.',
        isCurrentRole: true,
        responsibilities: [{ label: 'Checkout', value: 30 }],
        url: '',
        location: '',
        startDate: '',
        endDate: '',
        highlights: [],
      },
    ]);
  });

  it("reads JSON Resume's columns: url, location, dates and highlights", () => {
    const row = { ...role, url: 'https://example.com', location: 'Lisbon', start_date: '2023-01', end_date: null, highlights: ['Shipped'] };
    expect(reshapeRoles([row]).items[0]).toMatchObject({ url: 'https://example.com', location: 'Lisbon', startDate: '2023-01', endDate: '', highlights: ['Shipped'] });
  });

  it('orders roles by id ascending whatever order the rows came in', () => {
    const { items } = reshapeRoles([
      { ...role, id: 3 },
      { ...role, id: 1 },
      { ...role, id: 2 },
    ]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('defaults a missing description, current flag and responsibilities', () => {
    const { items, issues } = reshapeRoles([
      { id: 4, company: 'Parcel & Pine', timeframe: '2019', title: 'Junior', description: null, is_current_role: null, responsibilities: null },
    ]);
    expect(items[0]).toMatchObject({ description: '', isCurrentRole: false, responsibilities: [] });
    expect(issues).toEqual([]);
  });

  it.each(['company', 'timeframe', 'title'])('drops a role whose %s is missing', (field) => {
    const { items, issues } = reshapeRoles([{ ...role, [field]: null }]);
    expect(items).toEqual([]);
    expect(issues).toEqual([expect.objectContaining({ table: 'roles', id: 1, field, dropped: 'row' })]);
  });

  it('drops malformed responsibility items one by one, naming the role id and the field', () => {
    const { items, issues } = reshapeRoles([
      {
        ...role,
        id: 2,
        responsibilities: [
          { label: 'Good', value: 10 },
          { label: 'Negative', value: -1 },
          { label: 'Text value', value: '10' },
          { label: 'Infinite', value: Infinity },
          { label: '', value: 5 },
          { value: 5 },
          'a string',
          { label: 'Zero', value: 0 },
        ],
      },
    ]);
    expect(items[0]?.responsibilities).toEqual([
      { label: 'Good', value: 10 },
      { label: 'Zero', value: 0 },
    ]);
    expect(issues.map((issue) => `${issue.table}:${String(issue.id)}:${issue.field}`)).toEqual([
      'roles:2:responsibilities[1].value',
      'roles:2:responsibilities[2].value',
      'roles:2:responsibilities[3].value',
      'roles:2:responsibilities[4].label',
      'roles:2:responsibilities[5].label',
      'roles:2:responsibilities[6]',
    ]);
  });

  it('treats a non-boolean current flag as false, and says so', () => {
    const { items, issues } = reshapeRoles([{ ...role, is_current_role: 'yes' }]);
    expect(items[0]?.isCurrentRole).toBe(false);
    expect(issues).toEqual([expect.objectContaining({ field: 'is_current_role', dropped: 'value' })]);
  });
});

describe('describeIssue', () => {
  it('names the table, the id, the field and what was done', () => {
    const [issue] = reshapeRoles([{ ...role, id: 5, responsibilities: [{ label: 'x', value: -2 }] }]).issues;
    expect(issue && describeIssue(issue)).toBe(
      '[content] roles id=5: responsibilities[0].value is not a finite number ≥ 0: -2; value dropped',
    );
  });
});

describe('reshapeRows(education) and reshapeRows(skills)', () => {
  const school = { id: 1, institution: 'Northfield University', url: null, area: 'Computer Science', study_type: null, start_date: '2015-09', end_date: '2019', score: null, courses: ['Databases'] };

  it("turns rows into JSON Resume's fields in camelCase, '' where absent", () => {
    expect(reshapeRows(education, [school]).items).toEqual([
      { id: 1, institution: 'Northfield University', url: '', area: 'Computer Science', studyType: '', startDate: '2015-09', endDate: '2019', score: '', courses: ['Databases'] },
    ]);
    expect(reshapeRows(skills, [{ id: 2, name: 'Testing', level: null, keywords: null }]).items).toEqual([{ id: 2, name: 'Testing', level: '', keywords: [] }]);
  });

  it.each(['2016', '2016-11', '2016-11-07', '2024-02-29'])('keeps the date %s', (date) => {
    expect(reshapeRows(education, [{ ...school, start_date: date }])).toMatchObject({ items: [{ startDate: date }], issues: [] });
  });

  it.each(['2016-13', '2023-02-29', '16', '2016/11', 'yesterday', '2016-11-07T10:00:00Z'])('drops the date %j, not the row, with a warning', (date) => {
    const { items, issues } = reshapeRows(education, [{ ...school, end_date: date }]);
    expect(items[0]?.endDate).toBe('');
    expect(issues.map(describeIssue)).toEqual([`[content] education id=1: end_date is not an ISO 8601 date (2016, 2016-11 or 2016-11-07): ${JSON.stringify(date)}; value dropped`]);
  });

  it('skips a school without an institution and a skill without a name', () => {
    expect(reshapeRows(education, [{ ...school, institution: '' }]).issues).toEqual([expect.objectContaining({ table: 'education', id: 1, field: 'institution', dropped: 'row' })]);
    expect(reshapeRows(skills, [{ id: 3, name: null }]).issues).toEqual([expect.objectContaining({ table: 'skills', id: 3, field: 'name', dropped: 'row' })]);
  });

  it('drops a keyword that is not text, not the skill', () => {
    const { items, issues } = reshapeRows(skills, [{ id: 4, name: 'Testing', keywords: ['Jest', '', 7, 'Playwright'] }]);
    expect(items[0]?.keywords).toEqual(['Jest', 'Playwright']);
    expect(issues.map(describeIssue)).toEqual([
      '[content] skills id=4: keywords[1] is not text: ""; value dropped',
      '[content] skills id=4: keywords[2] is not text: 7; value dropped',
    ]);
  });
});
