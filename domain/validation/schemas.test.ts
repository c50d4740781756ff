// Tests: Request schemas: company user, operator, domain, connection, access request, login.
import { parseWith } from './issues';
import {
  canSaveCompanyUserRow,
  companyUserCreateSchema,
  companyUserUpdateSchema,
  connectionSchema,
  domainSchema,
  loginSchema,
  mustReloadCurrentUser,
  operatorPatchSchema,
  operatorSchema,
  userAccessDecisionSchema,
  userAccessRequestSchema,
} from './schemas';

describe('company user (spec section 7 shape)', () => {
  it('fills defaults and lower-cases the email', () => {
    expect(companyUserUpdateSchema.parse({ id: 'u1', email: ' Anna@Acme.SE ' })).toEqual({
      id: 'u1',
      email: 'anna@acme.se',
      sendConfirmationByEmail: false,
      sendNotificationByEmail: false,
      eSynPay: { is_enabled: false, is_admin: false },
    });
    expect(companyUserCreateSchema.parse({ email: 'a@b.se', eSynPay: { is_admin: true } }).eSynPay).toEqual({
      is_enabled: false,
      is_admin: true,
    });
  });
  it('rejects bad input with keyed errors', () => {
    const r = parseWith(companyUserUpdateSchema, { id: '', email: 'nope', sendConfirmationByEmail: 'yes' });
    expect(r.errors.id?.code).toBe('required');
    expect(r.errors.email).toEqual({ code: 'format', messageKey: 'validation.email' });
    expect(r.errors.sendConfirmationByEmail?.code).toBe('format');
  });
  it('save enabled only when changed and not saving; reload after self-demotion', () => {
    const a = companyUserUpdateSchema.parse({
      id: 'u1',
      email: 'a@b.se',
      eSynPay: { is_enabled: true, is_admin: true },
    });
    const b = { ...a, eSynPay: { is_enabled: true, is_admin: false } };
    expect(canSaveCompanyUserRow(a, a, false)).toBe(false);
    expect(canSaveCompanyUserRow(a, b, false)).toBe(true);
    expect(canSaveCompanyUserRow(a, b, true)).toBe(false);
    expect(mustReloadCurrentUser('u1', a, b)).toBe(true);
    expect(mustReloadCurrentUser('u2', a, b)).toBe(false);
    expect(mustReloadCurrentUser('u1', b, a)).toBe(false);
  });
});

describe('operator', () => {
  it('name and email required; is_active defaults true', () => {
    expect(operatorSchema.parse({ name: 'Op', email: 'op@x.se' })).toEqual({
      name: 'Op',
      email: 'op@x.se',
      is_active: true,
    });
    const r = parseWith(operatorSchema, { name: ' ', email: '' });
    expect(r.errors.name?.code).toBe('required');
    expect(r.errors.email?.code).toBe('required');
    expect(operatorPatchSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });
});

describe('domain', () => {
  it('kind allowed|general|open_channel and a domain name', () => {
    expect(domainSchema.parse({ kind: 'open_channel', name: 'Example.SE' })).toEqual({
      kind: 'open_channel',
      name: 'example.se',
      company_id: null,
      description: null,
    });
    const r = parseWith(domainSchema, { kind: 'other', name: 'not a domain' });
    expect(r.errors.kind?.messageKey).toBe('validation.invalidOption');
    expect(r.errors.name?.messageKey).toBe('validation.domain');
    expect(parseWith(domainSchema, { name: 'x.se' }).errors.kind?.code).toBe('required');
  });
});

describe('connection system', () => {
  it('kind pdf|peppol, name, http(s) url', () => {
    expect(connectionSchema.parse({ kind: 'peppol', name: 'AP', url: 'https://ap.example.se/in' }).url).toBe(
      'https://ap.example.se/in',
    );
    const r = parseWith(connectionSchema, { kind: 'xml', name: '', url: 'ftp://x' });
    expect(r.errors.kind?.code).toBe('ValidationError');
    expect(r.errors.name?.code).toBe('required');
    expect(r.errors.url?.messageKey).toBe('validation.url');
  });
});

describe('user access request', () => {
  it('requires email, name and company; org id must be a valid org number', () => {
    expect(
      userAccessRequestSchema.parse({ email: 'a@b.se', name: 'A', company_name: 'B', org_id: '556036 0793' }).org_id,
    ).toBe('5560360793');
    const r = parseWith(userAccessRequestSchema, {
      email: 'a@b.se',
      name: 'A',
      company_name: 'B',
      org_id: '556036-0794',
    });
    expect(r.errors.org_id?.code).toBe('format');
    expect(
      parseWith(userAccessRequestSchema, { email: 'a@b.se', name: 'A', company_name: 'B', org_id: 'abc' }).errors.org_id
        ?.code,
    ).toBe('number');
    expect(userAccessDecisionSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
    expect(userAccessDecisionSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });
});

describe('login body', () => {
  it('email and password', () => {
    expect(loginSchema.parse({ email: 'Admin@X.se', password: ' secret ' })).toEqual({
      email: 'admin@x.se',
      password: ' secret ',
    });
    const r = parseWith(loginSchema, { email: 'x' });
    expect(r.errors.email?.messageKey).toBe('validation.email');
    expect(r.errors.password?.code).toBe('required');
    expect(parseWith(loginSchema, { email: 'a@b.se', password: 'x'.repeat(1025) }).errors.password?.params).toEqual({
      max: 1024,
    });
  });
});
