// The admin users form (no shared form schema exists for it; built from the domain's field
// builders so codes and messages are the console's) and the password rule for new accounts. The
// company users shapes are domain/validation/schemas (spec 7), extended here with what creating an
// account needs (a password and the role).
import { z } from 'zod';
import { ROLES } from '../../domain/roles';
import { CONTACT_EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../domain/constants';
import { oneOf, requiredEmail } from '../../domain/validation/fields';
import { addZodIssue, fieldIssue } from '../../domain/validation/issues';
import { companyUserCreateSchema as sharedCompanyUserCreate } from '../../domain/validation/schemas';

/**
 * A password being set: present (when required), a string, at most PASSWORD_MAX_LENGTH characters.
 * The rule itself (length, strength, context words) needs the account it is for and runs in the
 * service (api/auth/password-policy).
 */
export function password({ required = true } = {}) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (v === undefined || v === null || v === '') {
        if (required) addZodIssue(ctx, fieldIssue('required', 'validation.required'));
        return;
      }
      if (typeof v !== 'string') return addZodIssue(ctx, fieldIssue('format', 'validation.format'));
      if (v.length > PASSWORD_MAX_LENGTH)
        addZodIssue(ctx, fieldIssue('ValidationError', 'validation.maxLength', { max: PASSWORD_MAX_LENGTH }));
    })
    .transform((v) => (typeof v === 'string' && v !== '' ? v : undefined));
}

/** An id of another row (uuid) or null. */
function ref() {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (v === null || v === undefined || v === '') return;
      if (typeof v !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) {
        addZodIssue(ctx, fieldIssue('format', 'validation.format'));
      }
    })
    .transform((v) => (v === undefined ? undefined : v === '' ? null : (v as string | null)));
}

const eSynPay = z.object({ is_enabled: z.boolean().optional(), is_admin: z.boolean().optional() });

const userFields = {
  email: requiredEmail(CONTACT_EMAIL_MAX_LENGTH),
  password: password(),
  role: oneOf(ROLES),
  company_id: ref().optional(),
  is_company_admin: z.boolean().optional(),
  email_verified: z.boolean().optional(),
  sendConfirmationByEmail: z.boolean().optional(),
  sendNotificationByEmail: z.boolean().optional(),
  eSynPay: eSynPay.optional(),
};

export const userCreateSchema = z.object(userFields);

export const userUpdateSchema = z.object({
  ...userFields,
  email: userFields.email.optional(),
  password: password({ required: false }).optional(),
  role: userFields.role.optional(),
});

const COMPANY_ROLES = ['sender', 'receiver', 'user', 'esynpay_user'] as const;

/** POST /api/company-users: the shared shape plus a password and an optional role (default user). */
export const companyUserCreateSchema = sharedCompanyUserCreate.extend({
  password: password(),
  role: oneOf(COMPANY_ROLES, 'user'),
});
