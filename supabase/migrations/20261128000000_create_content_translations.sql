-- Translations of the content's text into the site's other languages, one optional row per item
-- and language. projects and roles keep their columns and stay the default language's text: a
-- null or empty field here shows that text instead, field by field. What a row looks like:
-- README.md, "Your content".

create table public.project_translations (
  project_id bigint not null references public.projects (id) on delete cascade,
  -- A language code listed in lib/profile.ts `locales`, e.g. 'de' or 'pt-BR'; the build checks it
  -- against that list and says which rows it left out.
  locale text not null constraint project_translations_locale_not_empty check (btrim(locale) <> ''),
  title text,
  short_description text,
  primary key (project_id, locale)
);

comment on table public.project_translations is 'Optional translations of projects'' text; a null or empty field shows the default language''s.';
comment on column public.project_translations.short_description is 'Markdown, as projects.short_description.';

create table public.role_translations (
  role_id bigint not null references public.roles (id) on delete cascade,
  locale text not null constraint role_translations_locale_not_empty check (btrim(locale) <> ''),
  company text,
  title text,
  timeframe text,
  description text,
  -- By position in the role's responsibilities: the first label names the first slice. The
  -- values (slice sizes) always come from roles; a null or empty label shows the default's.
  responsibility_labels text[],
  primary key (role_id, locale)
);

comment on table public.role_translations is 'Optional translations of roles'' text; a null or empty field shows the default language''s.';

-- The same rules as the tables they translate: the anon key may read, nothing writes through the API.
alter table public.project_translations enable row level security;
alter table public.role_translations enable row level security;

create policy "Project translations are readable by everyone"
  on public.project_translations for select
  to anon, authenticated
  using (true);

create policy "Role translations are readable by everyone"
  on public.role_translations for select
  to anon, authenticated
  using (true);

-- A translation is content too: an edit moves the version, so visitors' browsers re-read it.
create trigger project_translations_bump_content_version
  after insert or update or delete or truncate on public.project_translations
  for each statement execute function public.bump_content_version();

create trigger role_translations_bump_content_version
  after insert or update or delete or truncate on public.role_translations
  for each statement execute function public.bump_content_version();
