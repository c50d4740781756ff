// Routing by endpoint id: the participant lookup finds a company by every form its ids may be
// stored in (peppol_id in either case or with the iso6523 prefix, org_id with or without dash or
// century, a 9955 Peppol id naming the org number) and only by the endpoint its documents carry.
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { companiesByParticipant } from './invoices.repository';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

async function company(values: Record<string, unknown>): Promise<string> {
  const [row] = await testDb
    .db('companies')
    .insert({ status: 'Active', ...values })
    .returning('id');
  return (row as { id: string }).id;
}

describe('companiesByParticipant', () => {
  it('finds a company by a dashed org number, by its explicit peppol id first, and not by a similar one', async () => {
    const dashed = await company({ name: 'Streck AB', org_id: '556036-0793' });
    const explicit = await company({ name: 'Explicit AB', org_id: '5560360793', peppol_id: '0007:5560360793' });
    await company({ name: 'Nära AB', org_id: '5560360794' });
    const found = await companiesByParticipant(testDb.db, 'iso6523-actorid-upis::0007:5560360793');
    expect(found.map((c) => c.id)).toEqual([explicit, dashed]);
  });

  it('finds a company registered with a century-prefixed org number', async () => {
    const id = await company({ name: 'Sekel AB', org_id: '195569931230' });
    const found = await companiesByParticipant(testDb.db, '0007:5569931230');
    expect(found.map((c) => c.id)).toEqual([id]);
  });

  it('finds a company whose peppol id is its VAT number (9955) by the 0007 id it sends with', async () => {
    const id = await company({ name: 'Moms AB', peppol_id: '9955:SE556703112401' });
    expect((await companiesByParticipant(testDb.db, '0007:5567031124')).map((c) => c.id)).toEqual([id]);
  });

  it('finds a GLN participant by its peppol id in another case, and nothing for an unknown id', async () => {
    const id = await company({ name: 'Gln AB', peppol_id: '0088:7300010000001' });
    expect((await companiesByParticipant(testDb.db, '0088:7300010000001')).map((c) => c.id)).toEqual([id]);
    expect(await companiesByParticipant(testDb.db, '0088:7300010000018')).toEqual([]);
    expect(await companiesByParticipant(testDb.db, 'not an id')).toEqual([]);
  });
});
