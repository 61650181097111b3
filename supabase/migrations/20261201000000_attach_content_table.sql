-- Attaching a content table: the trigger that moves the content version, and the one that
-- republishes the site where supabase/republish.sql installed private.republish(). A migration
-- that adds a content table calls it, so the new table is republished without re-applying
-- republish.sql, which in turn calls it for every table that carries the version trigger.
-- Idempotent: attaching a table again replaces its triggers with the same ones.

create function public.attach_content_table(content_table regclass)
  returns void
  language plpgsql
  set search_path = ''
as $$
declare
  table_name text := (select relname from pg_catalog.pg_class where oid = content_table);
begin
  -- Per statement, not per row: a bulk edit moves the version once.
  execute format(
    'create or replace trigger %I after insert or update or delete or truncate on %s for each statement execute function public.bump_content_version()',
    table_name || '_bump_content_version',
    content_table
  );
  if to_regprocedure('private.republish()') is not null then
    execute format(
      'create or replace trigger republish_on_change after insert or update or delete or truncate on %s for each statement execute function private.republish()',
      content_table
    );
  end if;
end;
$$;

comment on function public.attach_content_table(regclass) is 'Adds a content table''s version trigger, and its republish trigger once republish.sql is applied.';

-- Migrations and republish.sql call it as the tables' owner; the API roles never.
revoke execute on function public.attach_content_table(regclass) from public, anon, authenticated, service_role;
