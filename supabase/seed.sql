-- Sample content for the embedded default and for a fresh hosted project (`supabase db reset`).
-- Ids are explicit so the carousel's "start at id 1" rule is exercised; the identity sequences are
-- moved past them at the end so later inserts do not collide.

insert into public.roles (id, company, timeframe, title, description, is_current_role, responsibilities) values
(1, 'Brightline Telecom', '2023 – Present', 'Senior Full-Stack Developer',
 'Leads the commerce and checkout experience for mobile plans and devices: a Next.js storefront, the order APIs behind it, and the release train that ships both every week.',
 true,
 '[{"label": "Checkout & commerce UI", "value": 30},
   {"label": "API design", "value": 20},
   {"label": "Technical program management", "value": 15},
   {"label": "Release engineering", "value": 12},
   {"label": "Mentoring", "value": 10},
   {"label": "Accessibility audits", "value": 8},
   {"label": "Incident response", "value": 5}]'::jsonb),
(2, 'Brightline Telecom', '2021 – 2023', 'Full-Stack Developer',
 'Rebuilt the plan-comparison and device-trade-in flows, moved the team from monthly to weekly releases, and owned the payment provider integration.',
 false,
 '[{"label": "Front-end features", "value": 40},
   {"label": "Payment integrations", "value": 25},
   {"label": "CI/CD pipelines", "value": 20},
   {"label": "On-call support", "value": 15}]'::jsonb),
(3, 'Fieldnote Studio', '2020 – 2021', 'Web Developer',
 'Built marketing sites and small e-commerce shops for local businesses, from design hand-off to hosting.',
 false,
 '[{"label": "Client websites", "value": 55},
   {"label": "Headless CMS setup", "value": 25},
   {"label": "Performance tuning", "value": 20}]'::jsonb),
(4, 'Parcel & Pine', '2019 – 2020', 'Junior Developer',
 'Joined a four-person start-up as its first junior hire: bug fixes, internal tools and a lot of learning in public.',
 false,
 '[]'::jsonb);

insert into public.projects (id, title, short_description, website_link, github_link, tags) values
(1, 'Checkout Playground',
 'A sandbox for trying **checkout UX patterns** — address autocomplete, wallet buttons and error recovery — with [Playwright](https://playwright.dev) tests for every flow.',
 'https://checkout-playground.example.com', 'https://github.com/example/checkout-playground',
 array['Next.js', 'TypeScript', 'Playwright']),
(2, 'Release Radar',
 'A dashboard that turns a week of merged pull requests into release notes. Read the [design notes](https://example.com/release-radar/notes) or [write to me](mailto:hello@example.com).',
 '', 'https://github.com/example/release-radar',
 array['React', 'GitHub API', 'Node.js']),
(3, 'Plan Picker',
 'An accessible comparison table for phone plans that works with a keyboard, a screen reader and a *very* small screen.',
 'https://plan-picker.example.com', null,
 array['Accessibility', 'CSS']),
(4, 'Pie of the Week',
 'Small experiments with data visualisation: one chart a week, each in under 100 lines. Source on [GitHub](https://github.com/example/pie-of-the-week).',
 null, 'https://github.com/example/pie-of-the-week',
 '{}'),
(5, 'Standup Bot',
 'A chat bot that collects async stand-up notes and posts a summary at 10:00. Talks [IRC](ircs://irc.example.net/standup) and [XMPP](xmpp:standup@example.com) too.',
 'https://standup-bot.example.com', 'https://github.com/example/standup-bot',
 array['TypeScript', 'Supabase', 'Edge Functions']),
(6, 'Notes on Shipping',
 'Short essays on release engineering, feature flags and the people side of shipping software every week.',
 'https://notes.example.com', '',
 '{}');

-- Each project's image, a path in the public bucket media (supabase/media/, uploaded by `supabase seed
-- buckets`); Notes on Shipping has none. Checkout Playground has a case study, at /projects/checkout-playground/.
update public.projects set image = 'projects/checkout-playground.jpg', image_alt = 'An address form with autocomplete suggestions beside a wallet button and a passing test run' where id = 1;
update public.projects set image = 'projects/release-radar.webp', image_alt = 'A week of merged pull requests grouped into release notes by area' where id = 2;
update public.projects set image = 'projects/plan-picker.png', image_alt = 'Three phone plans compared side by side, the chosen one outlined' where id = 3;
update public.projects set image = 'projects/pie-of-the-week.svg', image_alt = 'A pie chart of five slices in the site''s palette' where id = 4;
update public.projects set image = 'projects/standup-bot.png', image_alt = 'A chat thread of stand-up notes ending in the bot''s summary' where id = 5;
update public.projects set slug = 'checkout-playground', body = $body$## The problem

Checkout is where a telecom shop loses most of its buyers, and every team had its own idea of why.
The playground puts each idea in front of a test before it reaches production.

## What I did

- Built each pattern (address autocomplete, wallet buttons, error recovery) as a page of its own.
- Wrote a [Playwright](https://playwright.dev) test for every flow, run on every pull request.
- Measured each pattern's time to complete with a screen reader as well as with a mouse.

```ts
await page.getByRole('button', { name: 'Pay with wallet' }).click();
await expect(page.getByRole('status')).toHaveText('Payment accepted');
```

> The fastest checkout is the one that never asks for the same thing twice.

![Six end-to-end checks of the checkout, every one passing](projects/checkout-playground-test-run.png)

## What came of it

Two patterns reached production, and the error-recovery page cut abandoned baskets after a failed
payment by a third.
$body$ where id = 1;

insert into public.education (id, institution, url, area, study_type, start_date, end_date, score, courses) values
(1, 'Northfield University', 'https://www.northfield.example.edu', 'Computer Science', 'Bachelor of Science', '2015-09', '2019-06', '3.7 GPA',
 array['Algorithms and Data Structures', 'Databases', 'Human-Computer Interaction', 'Software Engineering Project']),
(2, 'Open Web Academy', null, 'Web Accessibility', 'Certificate', '2022', '2022', null,
 array['WCAG in practice', 'Screen reader testing']);

insert into public.skills (id, name, level, keywords) values
(1, 'Front-end development', 'Expert', array['TypeScript', 'React', 'Next.js', 'CSS']),
(2, 'Back-end development', 'Advanced', array['Node.js', 'PostgreSQL', 'REST APIs', 'Supabase']),
(3, 'Testing', 'Advanced', array['Playwright', 'Jest', 'Testing Library']),
(4, 'Accessibility', 'Advanced', array['WCAG 2.2', 'Screen readers', 'axe']),
(5, 'Release engineering', 'Intermediate', array['CI/CD', 'GitHub Actions', 'Feature flags']),
(6, 'Leadership', 'Intermediate', array['Mentoring', 'Technical program management', 'Hiring']);

insert into public.awards (id, title, date, awarder, summary) values
(1, 'Accessibility Champion', '2023-11', 'Brightline Telecom', 'For making checkout usable with a screen reader.');

insert into public.certificates (id, name, date, issuer, url) values
(1, 'Certified Professional in Accessibility Core Competencies', '2022-05', 'IAAP', null);

insert into public.publications (id, name, publisher, release_date, url, summary) values
(1, 'Testing checkout flows with Playwright', 'Frontend Weekly', '2024-03-12', null, 'What three years of end-to-end tests taught a payments team.');

insert into public.volunteer (id, organization, position, url, start_date, end_date, summary, highlights) values
(1, 'Code Club', 'Mentor', null, '2019-10', null, 'Teaching children to build web pages.', array['Ran a weekly after-school club']);

insert into public.spoken_languages (id, language, fluency) values
(1, 'English', 'Native speaker'),
(2, 'German', 'Professional working proficiency');

insert into public.interests (id, name, keywords) values
(1, 'Open source', array['Accessibility tooling', 'Testing']);

-- A sample translation into German, partial on purpose so that every field left out shows the
-- English text: one project's title and description; one role's title and its first and third
-- responsibility labels (the second is null); one school's area and study type and its first two
-- courses; two skills' names, and one's keywords but the second; a field or two of each later
-- section. Served once lib/profile.ts lists
-- 'de' in locales.
insert into public.project_translations (project_id, locale, title, short_description) values
(1, 'de', 'Checkout-Spielwiese',
 'Eine Sandbox zum Ausprobieren von **Checkout-UX-Mustern** — Adress-Autovervollständigung, Wallet-Buttons und Fehlerbehandlung — mit [Playwright](https://playwright.dev)-Tests für jeden Ablauf.');

insert into public.role_translations (role_id, locale, title, responsibility_labels) values
(1, 'de', 'Senior Full-Stack-Entwickler',
 array['Checkout- & Commerce-Oberflächen', null, 'Technisches Programmmanagement']);

insert into public.education_translations (education_id, locale, area, study_type, course_labels) values
(1, 'de', 'Informatik', 'Bachelor of Science', array['Algorithmen und Datenstrukturen', 'Datenbanken']);

insert into public.skill_translations (skill_id, locale, name, keyword_labels) values
(1, 'de', 'Frontend-Entwicklung', null),
(6, 'de', 'Führung', array['Mentoring', null, 'Personalauswahl']);

insert into public.award_translations (award_id, locale, title) values (1, 'de', 'Barrierefreiheits-Champion');
insert into public.certificate_translations (certificate_id, locale, issuer) values (1, 'de', 'IAAP');
insert into public.publication_translations (publication_id, locale, name) values (1, 'de', 'Checkout-Abläufe mit Playwright testen');
insert into public.volunteer_translations (volunteer_id, locale, position, highlight_labels) values (1, 'de', 'Mentor', array['Leitete einen wöchentlichen Nachmittagsclub']);
insert into public.spoken_language_translations (spoken_language_id, locale, language, fluency) values (1, 'de', 'Englisch', 'Muttersprache'), (2, 'de', 'Deutsch', null);
insert into public.interest_translations (interest_id, locale, name) values (1, 'de', 'Open Source');

select setval(pg_get_serial_sequence('public.roles', 'id'), (select max(id) from public.roles));
select setval(pg_get_serial_sequence('public.projects', 'id'), (select max(id) from public.projects));
select setval(pg_get_serial_sequence('public.education', 'id'), (select max(id) from public.education));
select setval(pg_get_serial_sequence('public.skills', 'id'), (select max(id) from public.skills));
select setval(pg_get_serial_sequence('public.awards', 'id'), (select max(id) from public.awards));
select setval(pg_get_serial_sequence('public.certificates', 'id'), (select max(id) from public.certificates));
select setval(pg_get_serial_sequence('public.publications', 'id'), (select max(id) from public.publications));
select setval(pg_get_serial_sequence('public.volunteer', 'id'), (select max(id) from public.volunteer));
select setval(pg_get_serial_sequence('public.spoken_languages', 'id'), (select max(id) from public.spoken_languages));
select setval(pg_get_serial_sequence('public.interests', 'id'), (select max(id) from public.interests));
