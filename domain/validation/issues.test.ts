// Tests: Issue shape and the bridge between zod and field errors.
import { z } from 'zod';
import {
  fieldErrorsFromZod,
  IssueCollector,
  parseWith,
  renderFieldErrors,
  schemaFromValidator,
  validationErrorBody,
  type FieldErrors,
} from './issues';

describe('issues', () => {
  it('maps zod native issues to codes', () => {
    const schema = z.object({ a: z.string().max(3), b: z.number(), c: z.enum(['x', 'y']), d: z.string() });
    const r = schema.safeParse({ a: 'abcd', b: 'nope', c: 'z', d: 5 });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(fieldErrorsFromZod(r.error)).toEqual({
        a: { code: 'ValidationError', messageKey: 'validation.maxLength', params: { max: 3 } },
        b: { code: 'number', messageKey: 'validation.notANumber' },
        c: { code: 'ValidationError', messageKey: 'validation.invalidOption' },
        d: { code: 'format', messageKey: 'validation.format' },
      });
    }
  });
  it('collector keeps the first issue per path and prefixes merges', () => {
    const c = new IssueCollector();
    c.add('x', { code: 'required', messageKey: 'validation.required' });
    c.add('x', { code: 'format', messageKey: 'validation.format' });
    c.merge(
      {
        errors: {
          '': { code: 'emptyAmount', messageKey: 'validation.atLeastOneAmount' },
          '0.a': { code: 'required', messageKey: 'validation.required' },
        },
      },
      'lines',
    );
    expect(Object.keys(c.errors)).toEqual(['x', 'lines', 'lines.0.a']);
    expect(c.errors.x?.code).toBe('required');
    expect(c.ok).toBe(false);
  });
  it('wraps validators as zod schemas and renders messages', () => {
    const schema = schemaFromValidator((input) => ({
      ok: input === 'ok',
      value: String(input),
      warnings: {},
      errors: (input === 'ok'
        ? {}
        : { 'a.0.b': { code: 'required', messageKey: 'validation.required' } }) as FieldErrors,
    }));
    expect(schema.parse('ok')).toBe('ok');
    const r = parseWith(schema, 'bad');
    expect(r.ok).toBe(false);
    expect(r.errors['a.0.b']?.code).toBe('required');
    expect(renderFieldErrors(r.errors, 'sv')).toEqual({
      'a.0.b': { code: 'required', message: 'Fältet är obligatoriskt' },
    });
  });
  it('builds the api error body', () => {
    expect(validationErrorBody({ name: { code: 'required', messageKey: 'validation.required' } }, 'en')).toEqual({
      data: 'This field is required',
      errors: { name: { code: 'required', message: 'This field is required' } },
    });
    expect(validationErrorBody({}, 'sv')).toEqual({ data: 'Något gick fel', errors: {} });
  });
});
