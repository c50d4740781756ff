// Database errors map onto the api's statuses without leaking SQL.
import { mapDatabaseError } from './errors';

const pg = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error('insert into "users" ... violates constraint "users_email_unique"'), { code, ...extra });

describe('mapDatabaseError', () => {
  it('maps unique, foreign key, not-null, check and bad text errors', () => {
    const unique = mapDatabaseError(pg('23505', { detail: 'Key (lower(email))=(a@b.se) already exists.' }));
    expect(unique).toMatchObject({ status: 409, code: 'duplicate', fields: { email: { code: 'duplicate' } } });
    expect(mapDatabaseError(pg('23503'), 'POST')).toMatchObject({ status: 400, code: 'bad_reference' });
    expect(mapDatabaseError(pg('23503'), 'DELETE')).toMatchObject({ status: 409, code: 'in_use' });
    expect(mapDatabaseError(pg('23502', { column: 'name' }))).toMatchObject({
      status: 400,
      message: 'name is required',
    });
    expect(mapDatabaseError(pg('23514'))).toMatchObject({ status: 400 });
    expect(mapDatabaseError(pg('22P02'))).toMatchObject({ status: 400, code: 'invalid_value' });
  });

  it('reads the native error behind an objection wrapper and ignores other errors', () => {
    const wrapped = Object.assign(new Error('wrapped'), { nativeError: pg('23505') });
    expect(mapDatabaseError(wrapped)?.status).toBe(409);
    expect(mapDatabaseError(new Error('boom'))).toBeUndefined();
    expect(mapDatabaseError(pg('57P01'))).toBeUndefined();
    for (const e of [mapDatabaseError(pg('23505')), mapDatabaseError(pg('23503'))])
      expect(e?.message).not.toMatch(/insert|constraint|users/);
  });
});
