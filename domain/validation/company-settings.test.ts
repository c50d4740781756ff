// Tests: Company settings form: normalisation, admin-only sections, rules.
import { companySettingsSchema, validateCompanySettings } from './company-settings';

const base = {
  name: 'Acme AB',
  org_id: '556036 0793',
  tax_number: 'SE 556036079301',
  peppol_id: '0007 : 5560360793',
  phone: '+46 8 123 45',
  language: 'se',
  address: { street: 'Gatan 1', zip: '111 22', city: 'Stockholm', country: 'se' },
  payment_means: [{ name: 'Default', local: '5050-1055' }],
  aliases: ['Acme'],
  contact_emails: [{ email: 'cfo@acme.se', type: 'CFO address' }],
  show_outgoing_invoices: false,
  operator: { _id: 'op1' },
};

describe('company settings', () => {
  it('normalizes for an admin, with admin-only sections', () => {
    const r = validateCompanySettings(base, { role: 'admin' });
    expect(r.errors).toEqual({});
    expect(r.value).toMatchObject({
      org_id: '5560360793',
      tax_number: 'SE556036079301',
      peppol_id: '0007:5560360793',
      language: 'se',
      address: { country: 'SE' },
      aliases: ['Acme'],
      show_outgoing_invoices: false,
      operator: 'op1',
      payment_means: [{ name: 'Default', local: '5050-1055', iban: '', bic: '', bankAccount: '' }],
    });
  });
  it('ignores admin-only sections from others', () => {
    const r = validateCompanySettings({ ...base, aliases: ['x', 'X'] }, { role: 'sender' });
    expect(r.ok).toBe(true);
    expect(r.value.aliases).toBeUndefined();
    expect(r.value.operator).toBeUndefined();
    expect(r.value.show_outgoing_invoices).toBeUndefined();
  });
  it('defaults language se and show_outgoing_invoices true', () => {
    const r = validateCompanySettings({ name: 'X' }, { role: 'admin' });
    expect(r.ok).toBe(true);
    expect(r.value.language).toBe('se');
    expect(r.value.show_outgoing_invoices).toBe(true);
    expect(r.value.payment_means).toEqual([]);
  });
  it('reports rule failures by path', () => {
    const r = validateCompanySettings(
      {
        ...base,
        name: '',
        org_id: '55603A',
        peppol_id: 'abc',
        phone: '08',
        language: 'de',
        address: { country: 'XX' },
        payment_means: [{ name: 'D', iban: 'SE4550000000058398257466' }],
        aliases: ['a', 'A'],
        contact_emails: [{ email: 'x', type: 'From' }],
      },
      { role: 'admin' },
    );
    expect(r.ok).toBe(false);
    expect(r.errors.name?.code).toBe('required');
    expect(r.errors.org_id?.code).toBe('number');
    expect(r.errors.peppol_id?.messageKey).toBe('validation.peppolIdPattern');
    expect(r.errors.phone?.messageKey).toBe('validation.phonePattern');
    expect(r.errors.language?.messageKey).toBe('validation.invalidOption');
    expect(r.errors['address.country']?.messageKey).toBe('validation.country');
    expect(r.errors['payment_means.0.bic']?.messageKey).toBe('validation.bicIban');
    expect(r.errors['aliases.1']?.code).toBe('duplicate');
    expect(r.errors['contact_emails.0.email']?.messageKey).toBe('validation.email');
  });
  it('works as a zod schema', () => {
    expect(companySettingsSchema('admin').safeParse(base).success).toBe(true);
    const bad = companySettingsSchema('user').safeParse({ name: '' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['name']);
  });
});
