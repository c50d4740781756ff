// A react-hook-form resolver running one of domain/validation's validators, so the console checks
// a form with exactly the rules (and message keys) the api enforces. Messages are translated here,
// in the user's language, with their params.
import type { FieldErrors as RhfErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldErrors, ValidationResult } from '../../../domain/validation';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'payment_means.1.iban' → errors.payment_means[1].iban; an issue on a whole item/list goes to `root`. */
function place(target: Record<string, unknown>, path: string, error: { type: string; message: string }): void {
  const parts = path === '' ? ['root'] : path.split('.');
  let node = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      const existing = node[part];
      // An issue on a whole item (e.g. 'payment_means.1') keeps its field errors and sits in `root`.
      if (existing && typeof existing === 'object' && !('message' in existing))
        (existing as Record<string, unknown>).root = error;
      else if (!existing) node[part] = error;
      return;
    }
    const next = node[part];
    if (!next || typeof next !== 'object') node[part] = {};
    else if ('message' in next) node[part] = { root: next };
    node = node[part] as Record<string, unknown>;
  });
}

export function toRhfErrors(errors: FieldErrors, translate: Translate): RhfErrors {
  const out: Record<string, unknown> = {};
  for (const [path, issue] of Object.entries(errors)) {
    place(out, path, {
      type: issue.code,
      message: translate(issue.messageKey, { ...issue.params, _: issue.messageKey }),
    });
  }
  return out as RhfErrors;
}

export function domainResolver<T>(
  validate: (values: unknown) => ValidationResult<T>,
  translate: Translate,
): Resolver<FieldValues> {
  return async (values) => {
    const result = validate(values);
    // The form keeps what the user typed; the normalised value is the api's business.
    return result.ok ? { values, errors: {} } : { values: {}, errors: toRhfErrors(result.errors, translate) };
  };
}
