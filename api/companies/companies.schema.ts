// Company bodies. The settings form (general, address, payment means, and for admins aliases,
// contact emails, show-outgoing and operator) is the shared domain schema
// (domain/validation/company-settings: every spec 5 rule and message). The admin company editor
// adds the fields that form does not have: addresses, lifecycle, agreement flags, eSynPay/eSynSend,
// group link and forward timeout, validated here with the domain's field builders.
import { z } from 'zod';
import { SALE_TYPES } from '../../domain/constants';
import { COMPANY_ESYNPAY_STATUSES, COMPANY_STATUSES } from '../../domain/statuses/company-status';
import type { Role } from '../../domain/roles';
import { companySettingsSchema } from '../../domain/validation/company-settings';
import { emailField, oneOf } from '../../domain/validation/fields';
import { addZodIssue, fieldIssue } from '../../domain/validation/issues';
import type { CompanySchemas } from './companies.router';

const optionalBool = z.boolean().optional();

const uuidOrNull = z
  .unknown()
  .superRefine((v, ctx) => {
    if (v === null || v === undefined || v === '') return;
    if (typeof v !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) {
      addZodIssue(ctx, fieldIssue('format', 'validation.format'));
    }
  })
  .transform((v) => (v === undefined ? undefined : v === '' ? null : (v as string | null)));

/** Admin-only company fields outside the settings form (all optional: absent = unchanged). */
export const companyAdminFieldsSchema = z.object({
  invoice_email: emailField({ required: false }).optional(),
  general_email: emailField({ required: false }).optional(),
  status: oneOf(COMPANY_STATUSES).optional(),
  parent_company_id: uuidOrNull.optional(),
  is_receiver: optionalBool,
  manual_parsing_allowed: optionalBool,
  send_pdf_forward_blocked: optionalBool,
  send_auto_pdf_forward: optionalBool,
  receive_pdf_forward_blocked: optionalBool,
  receive_auto_pdf_forward: optionalBool,
  pdf_forward_timeout: z
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .optional(),
  is_eSynPay: optionalBool,
  eSynPay: z
    .object({
      is_enabled: optionalBool,
      status: oneOf(COMPANY_ESYNPAY_STATUSES).optional(),
      type: oneOf(SALE_TYPES).optional(),
    })
    .optional(),
  eSynSend: z
    .object({
      is_enabled: optionalBool,
      status: oneOf(COMPANY_ESYNPAY_STATUSES).optional(),
    })
    .optional(),
});

/** Runs several object schemas on one body, reports every issue, and merges their outputs. */
function allOf(...schemas: z.ZodType[]): z.ZodType {
  return z.unknown().transform((input, ctx) => {
    const out: Record<string, unknown> = {};
    let failed = false;
    for (const schema of schemas) {
      const r = schema.safeParse(input);
      if (r.success) Object.assign(out, r.data);
      else {
        failed = true;
        for (const issue of r.error.issues) ctx.addIssue({ ...issue, input: undefined } as z.core.$ZodRawIssue);
      }
    }
    return failed ? z.NEVER : out;
  });
}

const adminCompanySchema = allOf(companySettingsSchema('admin'), companyAdminFieldsSchema);

export const companySchemas: CompanySchemas = {
  create: adminCompanySchema,
  update: adminCompanySchema,
  settings: (role: Role) => companySettingsSchema(role),
};
