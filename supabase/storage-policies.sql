-- Who may use the Storage bucket `media` (the project images) on a hosted project. Not a
-- migration: the embedded backend has no storage schema. supabase/config.toml declares the bucket,
-- and `supabase seed buckets --linked` creates it and uploads supabase/media/; then apply this once,
-- in the dashboard's SQL editor or with psql. Running it again is safe. docs/content.md, "Images
-- (Supabase Storage)".
--
-- A public bucket's files are served to anyone at /storage/v1/object/public/media/<path> whatever
-- the policies say, and that is all the site reads. The policy below opens the API's other reads
-- (listing a folder, a download with a key) to the same visitors, so the bucket reads alike by
-- every route. There is no insert, update or delete policy: row-level security, always on for
-- storage.objects, then refuses every write by anon and authenticated. The owner uploads from the
-- dashboard or the CLI, as the service role, which policies do not bind.

do $$
begin
  if to_regclass('storage.objects') is null then
    raise exception 'storage.objects does not exist: apply this to a Supabase project, whose Storage makes it';
  end if;

  -- Created if missing, else set back to this definition: a second run changes nothing.
  if exists (select 1 from pg_policies where schemaname = 'storage' and tablename = 'objects' and policyname = 'media: public read') then
    alter policy "media: public read" on storage.objects to anon, authenticated using (bucket_id = 'media');
  else
    create policy "media: public read" on storage.objects for select to anon, authenticated using (bucket_id = 'media');
  end if;
end;
$$;
