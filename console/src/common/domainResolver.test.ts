// The bridge from domain/validation results to react-hook-form errors: nested paths, an issue on a
// whole list item kept beside its field errors, messages translated with their params.
import { domainResolver, toRhfErrors } from './domainResolver';
import { validateCompanySettings } from '../../../domain/validation';

const translate = (key: string, options?: Record<string, unknown>) =>
  `${key}${options && 'max' in options ? `:${String(options.max)}` : ''}`;

describe('toRhfErrors', () => {
  it('nests dotted paths and keeps a whole-item issue in root', () => {
    const errors = toRhfErrors(
      {
        name: { code: 'required', messageKey: 'validation.required' },
        'address.country': { code: 'format', messageKey: 'validation.country' },
        'payment_means.1.iban': { code: 'format', messageKey: 'validation.iban' },
        'payment_means.1': { code: 'required', messageKey: 'validation.paymentMeansOneOf' },
        'payment_means.0.name': { code: 'ValidationError', messageKey: 'validation.maxLength', params: { max: 256 } },
      },
      translate,
    );
    expect(errors).toEqual({
      name: { type: 'required', message: 'validation.required' },
      address: { country: { type: 'format', message: 'validation.country' } },
      payment_means: {
        '0': { name: { type: 'ValidationError', message: 'validation.maxLength:256' } },
        '1': {
          iban: { type: 'format', message: 'validation.iban' },
          root: { type: 'required', message: 'validation.paymentMeansOneOf' },
        },
      },
    });
  });
});

describe('domainResolver', () => {
  const resolver = domainResolver((v) => validateCompanySettings(v, { role: 'admin' }), translate);
  const run = (values: Record<string, unknown>) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('passes a valid company through unchanged', async () => {
    const values = {
      name: 'Acme AB',
      language: 'se',
      address: {},
      payment_means: [{ name: 'Default', local: '5412-0373', iban: '', bic: '', bankAccount: '' }],
    };
    expect(await run(values)).toEqual({ values, errors: {} });
  });

  it('reports the payment means rule on the means', async () => {
    const result = await run({
      name: 'Acme AB',
      language: 'se',
      address: {},
      payment_means: [{ name: 'New', local: '', iban: '', bic: '', bankAccount: '' }],
    });
    expect(result.values).toEqual({});
    // Alone, the whole-item issue sits on the item itself (the tabs read `root` or the item).
    expect(result.errors).toEqual({
      payment_means: { '0': { type: 'required', message: 'validation.paymentMeansOneOf' } },
    });
  });
});
