// Operators CRUD (spec 7: list with name/limit/offset, one, create, PATCH, companies of an operator).
import { insertCompany, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
});
afterAll(async () => {
  await api?.close();
});

describe('operators', () => {
  it('creates, reads, patches and lists operators', async () => {
    const created = await api.http.post('/api/operators', { name: 'Nordic Partners', email: 'Hello@Nordic.se' }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Nordic Partners', email: 'hello@nordic.se', is_active: true });
    expect(created.body._id).toBe(created.body.id);
    const id = created.body.id;

    expect((await api.http.get(`/api/operators/${id}`, admin)).body.name).toBe('Nordic Partners');

    const patched = await api.http.patch(`/api/operators/${id}`, { is_active: false }, admin);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Nordic Partners', email: 'hello@nordic.se', is_active: false });

    // The console's edit form sends the whole record back.
    const full = await api.http.patch(`/api/operators/${id}`, { ...patched.body, name: 'Nordic Partners AB' }, admin);
    expect(full.body.name).toBe('Nordic Partners AB');

    for (const name of ['Alpha Ops', 'Beta Ops', 'Gamma Ops'])
      await api.http.post('/api/operators', { name, email: 'ops@x.se' }, admin);
    const page = await api.http.get('/api/operators?name=ops&limit=2&offset=1', admin);
    expect(page.body.data.map((o: { name: string }) => o.name)).toEqual(['Beta Ops', 'Gamma Ops']);
    expect(page.body.total).toBe(3);
    expect(page.headers.get('content-range')).toBe('operators 1-2/3');
    const inactive = await api.http.get('/api/operators?is_active=false', admin);
    expect(inactive.body.data.map((o: { name: string }) => o.name)).toEqual(['Nordic Partners AB']);
  });

  it('validates bodies and refuses a taken name', async () => {
    const bad = await api.http.post('/api/operators', { name: '', email: 'nope' }, admin);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name.code).toBe('required');
    expect(bad.body.errors.email.message).toBe('Enter a valid email address');
    await api.http.post('/api/operators', { name: 'Unique Ops', email: 'u@x.se' }, admin);
    const dup = await api.http.post('/api/operators', { name: 'UNIQUE OPS', email: 'u@x.se' }, admin);
    expect(dup.status).toBe(409);
    const badPatch = await api.http.patch('/api/operators/00000000-0000-4000-8000-000000000000', { name: 'X' }, admin);
    expect(badPatch.status).toBe(404);
  });

  it('lists the companies of an operator', async () => {
    const op = (await api.http.post('/api/operators', { name: 'Company Ops', email: 'c@x.se' }, admin)).body;
    await insertCompany(api.db, { name: 'Op Company 1', operator_id: op.id });
    await insertCompany(api.db, { name: 'Op Company 2', operator_id: op.id });
    await insertCompany(api.db, { name: 'Not Ours' });
    const res = await api.http.get(`/api/operators/${op.id}/companies?sort=name`, admin);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Op Company 1', 'Op Company 2']);
    // Rows of the admin companies list: the operator by id, no nested operator object.
    expect(res.body.data[0]).toMatchObject({ operator_id: op.id, created_at: expect.any(String) });
    expect(res.body.data[0]).not.toHaveProperty('operator');
    const list = await api.http.get('/api/operators?name=company', admin);
    expect(list.body.data[0].companies_count).toBe(2);
  });
});
