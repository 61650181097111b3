import { PostgrestRequestError } from './errors';
import { apiRole, parseTableQuery, parseWrite, type TableQuery } from './request';

const query = (search: string) => parseTableQuery(new URLSearchParams(search));
const noPrefer = { count: false, returnRepresentation: false };

function refusal(run: () => unknown): PostgrestRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof PostgrestRequestError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseTableQuery', () => {
  it('reads columns, order terms, paging and eq filters, and ignores the apikey parameter', () => {
    expect(query('select=id,title&order=id.desc.nullslast,title&limit=2&offset=4&id=eq.3&apikey=k')).toEqual({
      columns: ['id', 'title'],
      order: [
        { column: 'id', direction: 'desc', nulls: 'last' },
        { column: 'title', direction: 'asc' },
      ],
      filters: [{ column: 'id', value: '3' }],
      limit: 2,
      offset: 4,
    });
  });

  it.each(['select=*,id', 'select=count()', 'order=id.sideways', 'limit=-1', 'offset=x', 'id=gt.1', 'title;drop=eq.1'])(
    'refuses %s with 400 and PGRST100',
    (search) => {
      expect(refusal(() => query(search))).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    },
  );
});

describe('apiRole', () => {
  const options = { anonKey: 'anon', serviceRoleKey: 'service' };
  const role = (headers: Record<string, string>, search = '') =>
    apiRole(new Request(`http://backend/rest/v1/roles${search}`, { headers }), new URL(`http://backend/rest/v1/roles${search}`), options);

  it('names the role the key belongs to, from the header or the query', () => {
    expect(role({ apikey: 'anon' })).toBe('anon');
    expect(role({}, '?apikey=service')).toBe('service_role');
  });

  it('refuses a missing or unknown key with 401', () => {
    expect(refusal(() => role({}))).toMatchObject({ status: 401, body: { message: 'No API key found in request' } });
    expect(refusal(() => role({ apikey: 'other' }))).toMatchObject({ status: 401, body: { message: 'Invalid API key' } });
  });
});

describe('parseWrite', () => {
  const all: TableQuery = { columns: '*', order: [], filters: [] };

  it('binds an insert as one JSON array, whatever the body held', () => {
    expect(parseWrite('insert', all, noPrefer, { title: 'A' })).toEqual({ kind: 'insert', columns: ['title'], json: '[{"title":"A"}]' });
  });

  it.each<[string, () => unknown, string | null]>([
    ['a select without return=representation', () => parseWrite('delete', { ...all, columns: ['id'] }, noPrefer, null), 'PGRST100'],
    ['paging on a write', () => parseWrite('update', { ...all, limit: 1 }, noPrefer, { title: 'A' }), 'PGRST100'],
    ['filters on an insert', () => parseWrite('insert', { ...all, filters: [{ column: 'id', value: '1' }] }, noPrefer, {}), 'PGRST100'],
    ['an array as a PATCH body', () => parseWrite('update', all, noPrefer, [{ title: 'A' }]), 'PGRST100'],
    ['a body that is not an object', () => parseWrite('insert', all, noPrefer, [1]), 'PGRST102'],
  ])('refuses %s', (_name, run, code) => {
    expect(refusal(run)).toMatchObject({ status: 400, body: { code } });
  });
});
