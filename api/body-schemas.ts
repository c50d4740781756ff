// The one registry of request-body schemas: every router validates a body with an object of this
// list (the CRUD routers get theirs passed in by api/routes.ts), and the OpenAPI document
// (api/openapi/operations.ts) describes the same objects, so the two cannot drift. The shared form
// schemas come from domain/validation (the console validates with them too); the api-only ones
// (the company admin fields, users with a password) from the feature's *.schema.ts.
import { invoiceUpdateSchema } from '../domain/invoice-update';
import { invoiceActionSchemas } from '../domain/validation/invoice-actions';
import { invoiceResponseSchema } from '../domain/validation/invoice-response';
import {
  companyUserUpdateSchema,
  connectionSchema,
  domainSchema,
  emailVerificationSchema,
  invitationCheckSchema,
  invitationPasswordSchema,
  loginSchema,
  operatorPatchSchema,
  operatorSchema,
  passwordChangeSchema,
  userAccessDecisionSchema,
  userAccessRequestSchema,
} from '../domain/validation/schemas';
import { uploadFieldsSchema } from '../domain/validation/upload';
import { companySchemas } from './companies/companies.schema';
import { companyUserCreateSchema, userCreateSchema, userUpdateSchema } from './users/users.schema';

export const BODY_SCHEMAS = {
  auth: { login: loginSchema, passwordChange: passwordChangeSchema, emailVerification: emailVerificationSchema },
  invitations: { check: invitationCheckSchema, password: invitationPasswordSchema },
  companies: companySchemas,
  operators: { create: operatorSchema, update: operatorPatchSchema },
  domains: { create: domainSchema, update: domainSchema.partial() },
  connections: { create: connectionSchema, update: connectionSchema.partial() },
  userRequests: { create: userAccessRequestSchema, decide: userAccessDecisionSchema },
  users: {
    create: userCreateSchema,
    update: userUpdateSchema,
    companyUserCreate: companyUserCreateSchema,
    companyUserUpdate: companyUserUpdateSchema,
  },
  invoices: {
    /** The multipart upload's text fields. */
    upload: uploadFieldsSchema,
    /** One per action of POST /api/invoices/:id/actions/:action. */
    actions: invoiceActionSchemas,
    response: invoiceResponseSchema,
    update: invoiceUpdateSchema,
  },
} as const;
