import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedDatabase } from '@/embedded-backend/database';

/**
 * supabase/republish.sql in a real Postgres (the embedded backend: migrations, seed, Supabase's
 * roles), with stand-ins for the two hosted-only extensions it calls. The pg_net stand-in has
 * pg_net's signature and records each request instead of queueing it; like pg_net's queue, the
 * record rolls back with the edit. Vault's decrypted_secrets is a plain table.
 */
const STAND_INS = `
  create schema net;
  create table net.requests (
    id bigint generated always as identity primary key,
    url text, body jsonb, params jsonb, headers jsonb, timeout_milliseconds int
  );
  -- A row here makes http_post raise its message, as a broken pg_net would.
  create table net.failure (message text);
  create function net.http_post(
    url text,
    body jsonb default '{}'::jsonb,
    params jsonb default '{}'::jsonb,
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds int default 5000
  ) returns bigint language plpgsql as $$
  declare
    failure text;
    request_id bigint;
  begin
    select message into failure from net.failure limit 1;
    if failure is not null then
      raise exception '%', failure;
    end if;
    insert into net.requests (url, body, params, headers, timeout_milliseconds)
      values (url, body, params, headers, timeout_milliseconds)
      returning id into request_id;
    return request_id;
  end;
  $$;

  create schema vault;
  create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
`;

export const applyRepublish = (db: PGlite) => db.exec(readFileSync(path.join(__dirname, 'republish.sql'), 'utf8'));

export async function startRepublishDatabase(): Promise<PGlite> {
  const db = await openEmbeddedDatabase();
  await db.exec(STAND_INS);
  await applyRepublish(db);
  return db;
}

/** GitHub's settings stored, nothing sent yet, and no dispatch held back by the one-a-minute rule. */
export async function resetRepublish(db: PGlite): Promise<void> {
  await db.exec(`
    truncate net.requests;
    delete from net.failure;
    delete from vault.decrypted_secrets;
    insert into vault.decrypted_secrets values
      ('github_dispatch_token', 'github_pat_test'),
      ('github_repository', 'octocat/portfolio');
    update private.republish_state set last_dispatch_at = null;
  `);
}

export type Request = { url: string; body: unknown; params: unknown; headers: Record<string, string>; timeout_milliseconds: number };

export async function requests(db: PGlite): Promise<Request[]> {
  return (await db.query<Request>('select url, body, params, headers, timeout_milliseconds from net.requests order by id')).rows;
}
