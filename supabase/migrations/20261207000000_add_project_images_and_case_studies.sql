-- What shows a project's work: an image (a path in the public Storage bucket `media`, as
-- `projects/kiln.jpg`, or an https:// address) with its alternative text, and a case study (markdown,
-- through the description's allow-list) at /projects/<slug>/. No Storage DDL here: the bucket is
-- declared in supabase/config.toml and its policies in supabase/storage-policies.sql.

alter table public.projects
  add column image text
    constraint projects_image_is_a_bucket_path_or_https check (
      image = '' or image ~ '^https://' or (image ~ '^[A-Za-z0-9_][A-Za-z0-9_./-]*$' and image !~ '(^|/)\.\.?(/|$)')
    ),
  add column image_alt text,
  add column body text,
  add column slug text
    constraint projects_slug_is_kebab_case check (slug = '' or slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- An image says what it shows: a screen reader has nothing else to go on.
  add constraint projects_image_has_alt check (image is null or btrim(image) = '' or btrim(coalesce(image_alt, '')) <> '');

-- Slugs the owner sets are unique; an empty one is made from the title at build.
create unique index projects_slug_is_unique on public.projects (slug) where slug <> '';

comment on column public.projects.image is 'A path in the public bucket media (projects/kiln.jpg) or an https:// address; made into AVIF and WebP at build.';
comment on column public.projects.body is 'Markdown: the case study at /projects/<slug>/; a project without one has no page.';
comment on column public.projects.slug is 'The case study''s address; made from the title when empty.';

alter table public.project_translations add column image_alt text, add column body text;
