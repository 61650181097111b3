-- Republish the site when its content changes: after any insert, update, delete or truncate on
-- a content table (every table a migration attached), and after a file in the Storage bucket
-- `media` is added, replaced or removed, ask GitHub to run the publish workflow (a
-- repository_dispatch of type content-changed), at most once a minute, so a bulk edit starts one
-- build.
--
-- Not a migration: the embedded backend and sites published by hand never need it, and it relies
-- on two Supabase extensions the embedded backend lacks: pg_net (HTTP from SQL, sent once the
-- transaction commits, so a rolled-back edit calls nothing) and Vault (secrets encrypted at rest).
-- Apply it after the migrations (it uses public.attach_content_table), once pg_net is enabled;
-- running it again is safe. A table a later migration adds is attached by that migration. README,
-- "Publish".
--
-- Settings live in Vault, so this file is never edited:
--   github_dispatch_token     fine-grained GitHub token, "Contents: read and write" on the repository
--   github_repository         owner/name, e.g. octocat/portfolio
--   republish_build_hook_url  optional: a host's build hook (Cloudflare Pages, Netlify), called too
--
-- It never fails an edit: missing settings or a failed call only raise a WARNING.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- One row: when a dispatch was last queued. In a schema PostgREST does not serve.
create table if not exists private.republish_state (
  id boolean primary key default true check (id),
  last_dispatch_at timestamptz
);
insert into private.republish_state (id) values (true) on conflict (id) do nothing;
revoke all on private.republish_state from public, anon, authenticated;

-- Security definer: the owner's role reads Vault and calls pg_net, whoever made the edit.
-- `source` and `operation` are what the dispatch's payload names: a table, and the edit's kind.
create or replace function private.request_republish(source text, operation text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_dispatch timestamptz;
  token text;
  repository text;
  hook text;
  dispatched boolean := false;
begin
  begin
    -- The row lock makes concurrent edits wait here and then see this dispatch, so they add none.
    select last_dispatch_at into last_dispatch from private.republish_state where id for update;
    -- An edit inside the minute is in practice still in the build already started, which reads
    -- the content only after installing and testing, minutes later; the daily run backs it up.
    if last_dispatch > now() - interval '1 minute' then
      return;
    end if;

    select nullif(btrim(decrypted_secret), '') into token
      from vault.decrypted_secrets where name = 'github_dispatch_token';
    select nullif(btrim(decrypted_secret), '') into repository
      from vault.decrypted_secrets where name = 'github_repository';
    select nullif(btrim(decrypted_secret), '') into hook
      from vault.decrypted_secrets where name = 'republish_build_hook_url';

    -- A malformed setting becomes a warning below, never a request to a wrong address.
    if repository !~ '^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$' then
      raise exception 'github_repository must be owner/name, not "%"', repository;
    end if;
    if hook !~ '^https://' then
      raise exception 'republish_build_hook_url must be an https:// URL';
    end if;

    if token is not null and repository is not null then
      perform net.http_post(
        url := format('https://api.github.com/repos/%s/dispatches', repository),
        body := jsonb_build_object(
          'event_type', 'content-changed',
          'client_payload', jsonb_build_object('table', source, 'operation', operation)
        ),
        headers := jsonb_build_object(
          'Accept', 'application/vnd.github+json',
          'Authorization', 'Bearer ' || token,
          'X-GitHub-Api-Version', '2022-11-28',
          'Content-Type', 'application/json',
          'User-Agent', 'portfolio-republish'
        ),
        timeout_milliseconds := 5000
      );
      dispatched := true;
    end if;

    if hook is not null then
      perform net.http_post(
        url := hook,
        headers := jsonb_build_object('Content-Type', 'application/json', 'User-Agent', 'portfolio-republish'),
        timeout_milliseconds := 5000
      );
      dispatched := true;
    end if;

    if not dispatched then
      raise warning 'republish: the site was not republished (the edit itself is unaffected): store github_dispatch_token and github_repository (or republish_build_hook_url) in Vault';
      return;
    end if;

    update private.republish_state set last_dispatch_at = now() where id;
  exception when others then
    -- Nothing above is worth losing the owner's edit over.
    raise warning 'republish: the site was not republished (the edit itself is unaffected): % (SQLSTATE %)', sqlerrm, sqlstate;
  end;
end;
$$;

revoke all on function private.request_republish(text, text) from public, anon, authenticated;

create or replace function private.republish() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.request_republish(tg_table_name, lower(tg_op));
  return null;
end;
$$;

revoke all on function private.republish() from public, anon, authenticated;

-- Every content table: those carrying the content version's trigger, as migrations attach them
-- (public.attach_content_table), which from now on also attaches a new table's republish trigger.
do $$
declare
  content_table regclass;
begin
  for content_table in
    select distinct tgrelid::regclass from pg_trigger where tgfoid = 'public.bump_content_version()'::regprocedure
  loop
    perform public.attach_content_table(content_table);
  end loop;
end;
$$;

-- The bucket's files: Storage keeps one row per object in storage.objects, whose inserts, updates
-- and deletes are the bucket's uploads, replacements, moves and removals. Only the `media` bucket's
-- rows count, read from the statement's transition tables, so a bulk upload still asks once. A
-- transition table serves one event per trigger, hence three triggers over one function.
create or replace function private.republish_on_media_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched boolean := false;
begin
  begin
    -- Each branch reads only the transition tables its event has.
    if tg_op in ('INSERT', 'UPDATE') then
      select exists (select 1 from changed_objects where bucket_id = 'media') into touched;
    end if;
    if not touched and tg_op in ('UPDATE', 'DELETE') then
      select exists (select 1 from previous_objects where bucket_id = 'media') into touched;
    end if;
    if touched then
      perform private.request_republish(tg_table_schema || '.' || tg_table_name, lower(tg_op));
    end if;
  exception when others then
    raise warning 'republish: the site was not republished (the upload itself is unaffected): % (SQLSTATE %)', sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

revoke all on function private.republish_on_media_change() from public, anon, authenticated;

-- Only where Storage runs (a hosted project, or `supabase start`): the embedded backend has no
-- storage schema. Hosted, the owner's role may create triggers on storage.objects but, not owning
-- it, not drop them: hence `create or replace`, never a drop.
do $$
begin
  if to_regclass('storage.objects') is not null then
    create or replace trigger republish_on_media_insert
      after insert on storage.objects
      referencing new table as changed_objects
      for each statement execute function private.republish_on_media_change();
    create or replace trigger republish_on_media_update
      after update on storage.objects
      referencing old table as previous_objects new table as changed_objects
      for each statement execute function private.republish_on_media_change();
    create or replace trigger republish_on_media_delete
      after delete on storage.objects
      referencing old table as previous_objects
      for each statement execute function private.republish_on_media_change();
  end if;
end;
$$;
