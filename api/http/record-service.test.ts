import { ApiError } from '../errors';
import { found, RecordService } from './record-service';

const rows = new Map([['a', { id: 'a', name: 'Alfa' }]]);
const repo = {
  list: async () => ({ data: [...rows.values()], total: rows.size }),
  findById: async (id: string) => rows.get(id),
};

describe('RecordService', () => {
  it('answers a row by id, and 404 for an id with no row', async () => {
    const service = new RecordService(repo);
    await expect(service.get('a')).resolves.toEqual({ id: 'a', name: 'Alfa' });
    await expect(service.get('b')).rejects.toMatchObject({ status: 404 });
    await expect(service.list({} as never)).resolves.toEqual({ data: [{ id: 'a', name: 'Alfa' }], total: 1 });
  });

  it('found() passes a value through, zero and empty strings included, and refuses none', () => {
    expect(found(0)).toBe(0);
    expect(found('')).toBe('');
    expect(() => found(undefined)).toThrow(ApiError);
    expect(() => found(null)).toThrow(ApiError);
  });
});
