// Request schemas of the smaller resources: company user (spec section 7 shape), operator, domain,
// connection system, user access request and the login body.

import { z } from './zod';
import { CONTACT_EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';
import { isValidOrgNumber } from '../identifiers/swedish';
import { addZodIssue, fieldIssue, maxLengthIssue, required } from './issues';
import { boolField, emailField, oneOf, optionalText, requiredEmail, requiredId, requiredText } from './fields';
import { numberOnlyIssue } from './rules';

/** PUT /api/company-users/:id: `{ id, email, sendConfirmationByEmail, sendNotificationByEmail, eSynPay }`. */
export const companyUserUpdateSchema = z.object({
  id: requiredId(),
  email: requiredEmail(CONTACT_EMAIL_MAX_LENGTH),
  sendConfirmationByEmail: boolField(false),
  sendNotificationByEmail: boolField(false),
  eSynPay: z.preprocess((v) => v ?? {}, z.object({ is_enabled: boolField(false), is_admin: boolField(false) })),
});
export type CompanyUserUpdate = z.infer<typeof companyUserUpdateSchema>;

/** POST /api/company-users: the same without an id. */
export const companyUserCreateSchema = companyUserUpdateSchema.omit({ id: true });

/** The users list enables Save only when the row changed and no save is running. */
export function canSaveCompanyUserRow(
  original: CompanyUserUpdate,
  current: CompanyUserUpdate,
  saving: boolean,
): boolean {
  if (saving) return false;
  return (
    original.sendConfirmationByEmail !== current.sendConfirmationByEmail ||
    original.sendNotificationByEmail !== current.sendNotificationByEmail ||
    original.eSynPay.is_enabled !== current.eSynPay.is_enabled ||
    original.eSynPay.is_admin !== current.eSynPay.is_admin ||
    original.email !== current.email
  );
}

/** After a save: reload the current user when they removed their own eSynPay admin flag. */
export function mustReloadCurrentUser(
  currentUserId: string,
  before: CompanyUserUpdate,
  saved: CompanyUserUpdate,
): boolean {
  return saved.id === currentUserId && before.eSynPay.is_admin && !saved.eSynPay.is_admin;
}

export const operatorSchema = z.object({
  name: requiredText(),
  email: requiredEmail(CONTACT_EMAIL_MAX_LENGTH),
  is_active: boolField(true),
});
export type OperatorInput = z.infer<typeof operatorSchema>;
export const operatorPatchSchema = operatorSchema.partial();

export const DOMAIN_KINDS = ['allowed', 'general', 'open_channel'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];
/** A DNS name: labels of letters, digits and hyphens, a dot, a top-level domain of letters. */
export const DOMAIN_NAME_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const domainSchema = z.object({
  kind: oneOf(DOMAIN_KINDS),
  name: requiredText({
    check: (v) => (DOMAIN_NAME_PATTERN.test(v.toLowerCase()) ? null : fieldIssue('format', 'validation.domain')),
  }).transform((v) => v.toLowerCase()),
  company_id: optionalText({ max: 100 }),
  description: optionalText(),
});
export type DomainInput = z.infer<typeof domainSchema>;

export const CONNECTION_KINDS = ['pdf', 'peppol'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

export const connectionSchema = z.object({
  kind: oneOf(CONNECTION_KINDS),
  name: requiredText(),
  url: requiredText({ max: 2048, check: (v) => (isHttpUrl(v) ? null : fieldIssue('format', 'validation.url')) }),
});
export type ConnectionInput = z.infer<typeof connectionSchema>;

export const USER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** POST /api/user-requests (anyone asks for access). */
export const userAccessRequestSchema = z.object({
  email: requiredEmail(CONTACT_EMAIL_MAX_LENGTH),
  name: requiredText(),
  company_name: requiredText(),
  org_id: optionalText({
    removeSpaces: true,
    check: (v) => numberOnlyIssue(v) ?? (isValidOrgNumber(v) ? null : fieldIssue('format', 'validation.format')),
  }),
  message: optionalText({ max: 2000 }),
});
export type UserAccessRequestInput = z.infer<typeof userAccessRequestSchema>;

/** PUT /api/user-requests/:id: an admin approves or rejects. */
export const userAccessDecisionSchema = z.object({ status: oneOf(['approved', 'rejected'] as const) });

/** A password as typed (no trimming); the cap only guards the hashing cost. The rule for new passwords is the api's. */
function passwordInput() {
  return z
    .preprocess((v) => (typeof v === 'string' ? v : (v ?? '')), z.string())
    .superRefine((v, ctx) => {
      if (v === '') addZodIssue(ctx, required());
      else if (v.length > PASSWORD_MAX_LENGTH) addZodIssue(ctx, maxLengthIssue(PASSWORD_MAX_LENGTH));
    });
}

/** POST /api/auth/login. */
export const loginSchema = z.object({
  email: emailField({ required: true, max: CONTACT_EMAIL_MAX_LENGTH }).transform((v) => (v ?? '').toLowerCase()),
  password: passwordInput(),
  /** The device token of an earlier sign-in on this browser (a 'known device'); anything else is ignored. */
  device_token: z
    .unknown()
    .transform((v) => (typeof v === 'string' && v.length > 0 && v.length <= 2048 ? v : undefined))
    .optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/me/password: the signed-in user's own change. */
export const passwordChangeSchema = z.object({
  current_password: passwordInput(),
  new_password: passwordInput(),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /api/auth/verify-email: the token of a verification link. */
export const emailVerificationSchema = z.object({ token: requiredText({ max: 4096 }) });

/** POST /api/auth/invitation: the token of an invitation's set-password link. */
export const invitationCheckSchema = z.object({ token: requiredText({ max: 512 }) });

/** POST /api/auth/invitation/password: the link's token and the first password (the api applies the password rule). */
export const invitationPasswordSchema = z.object({ token: requiredText({ max: 512 }), password: passwordInput() });
export type InvitationPasswordInput = z.infer<typeof invitationPasswordSchema>;
