-- The content's version: one row whose number goes up with every statement that changes projects
-- or roles. The page records the version it was built from; a visitor's browser reads this one
-- small row first and re-reads the tables only when the number differs, so a visit when nothing
-- has changed costs the backend one tiny request.

create table public.content_version (
  -- Always true: the primary key allows this one row only.
  id boolean primary key default true constraint content_version_single_row check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);

comment on table public.content_version is 'One row, bumped by triggers whenever projects or roles change; read-only through the API.';

insert into public.content_version default values;

alter table public.content_version enable row level security;

create policy "The content version is readable by everyone"
  on public.content_version for select
  to anon, authenticated
  using (true);

-- Writable by no one through the API, the service role included: only the triggers move it.
revoke insert, update, delete, truncate on public.content_version from anon, authenticated, service_role;

-- Security definer: the triggers fire for whoever edits the content, and only the function's
-- owner may update the row.
create function public.bump_content_version()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update public.content_version set version = version + 1, changed_at = now();
  return null;
end;
$$;

revoke execute on function public.bump_content_version() from public, anon, authenticated, service_role;

-- Per statement, not per row: a bulk edit moves the version once.
create trigger projects_bump_content_version
  after insert or update or delete or truncate on public.projects
  for each statement execute function public.bump_content_version();

create trigger roles_bump_content_version
  after insert or update or delete or truncate on public.roles
  for each statement execute function public.bump_content_version();
