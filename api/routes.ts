// Every resource router, in one list (docs/api.md 'Routes'), with the body schemas each validates
// with (from the one registry, api/body-schemas.ts).
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from './context';
import type { RateLimiter } from './auth/rate-limit';
import type { PlanPools } from './http/plan-pools';
import { companiesRouter } from './companies/companies.router';
import { CompaniesService } from './companies/companies.service';
import { operatorsRouter } from './operators/operators.router';
import { OperatorsService } from './operators/operators.service';
import { domainsRouter } from './domains/domains.router';
import { DomainsService } from './domains/domains.service';
import { connectionsRouter } from './connections/connections.router';
import { ConnectionsService } from './connections/connections.service';
import { publicUserRequestsRouter, userRequestsRouter } from './user-requests/user-requests.router';
import { UserRequestsService } from './user-requests/user-requests.service';
import { Invitations, InvitationsService } from './invitations/invitations.service';
import { invitationsRouter } from './invitations/invitations.router';
import type { AddressFailureLimit } from './auth/address-limit';
import { usersRouter } from './users/users.router';
import { UsersService } from './users/users.service';
import { BODY_SCHEMAS } from './body-schemas';
import { invoicesRouter } from './invoices/invoices.router';
import { invoiceActionsRouter } from './invoices/invoice-actions.router';
import { invoiceUploadRouter } from './invoices/invoice-upload.router';
import { InvoiceUploadService } from './invoices/invoice-upload.service';
import { InvoiceActionsService } from './invoices/invoice-actions.service';
import { InvoicesService } from './invoices/invoices.service';
import type { DocumentStore } from '../infra/document-store';
import type { TemporalAccess } from './temporal';
import type { PasswordHasher } from '../infra/password';
import type { EmailVerification } from './users/email-verification';
import type { Notifications } from './notifications/notifications';
import { emailsRouter } from './emails/emails.router';
import { EmailsService } from './emails/emails.service';
import { esynpayFailedCasesRouter } from './esynpay-failed-cases/esynpay-failed-cases.router';
import { ESynPayFailedCasesService } from './esynpay-failed-cases/esynpay-failed-cases.service';
import { bookkeepingRouter } from './bookkeeping/bookkeeping.router';
import { BookkeepingService } from './bookkeeping/bookkeeping.service';
import { forwardedInvoicesRouter } from './public/forwarded-invoices.router';
import { ForwardedInvoicesService } from './public/forwarded-invoices.service';

export interface RouterDeps {
  db: Knex;
  /** Sessions that fix list page plans (api/http/plan-pools.ts); optional. */
  plans?: PlanPools;
  /** The Temporal client for routes that run workflows; without it those routes answer 503. */
  temporal?: TemporalAccess;
  /** Password hashing and the product's names for the password rule (users). */
  passwords: PasswordHasher;
  productNames: readonly string[];
  /** Verification of new e-mail addresses (users). */
  emails: EmailVerification;
  /** Notices to people (the invitation or refusal of an access request). */
  notifications?: Notifications;
  /** The document store (uploads, document downloads); without it those routes answer 503/404. */
  documents?: DocumentStore;
  /** The Temporal UI and namespace, for the admins' link to an invoice's workflow. */
  temporalUi?: { baseUrl: string; namespace: string } | null;
  /** Public access requests per client address (the public form's burst cap). */
  userRequestLimiter: RateLimiter;
}

const S = BODY_SCHEMAS;

/** Routers behind authentication. */
export function resourceRouters({
  db,
  plans,
  temporal,
  passwords,
  productNames,
  emails,
  documents,
  temporalUi,
  notifications,
  userRequestLimiter,
}: RouterDeps): Router<AppState>[] {
  const invoices = new InvoicesService(db, plans, temporalUi);
  return [
    companiesRouter(new CompaniesService(db, plans), S.companies),
    operatorsRouter(new OperatorsService(db), S.operators),
    domainsRouter(new DomainsService(db), S.domains),
    connectionsRouter(new ConnectionsService(db), S.connections),
    userRequestsRouter(
      new UserRequestsService(db, new Invitations(db, passwords, productNames), userRequestLimiter, notifications),
      S.userRequests,
    ),
    usersRouter(new UsersService(db, passwords, productNames, emails), S.users),
    // Uploads and actions first: their paths are more specific than the detail routes'.
    invoiceUploadRouter(new InvoiceUploadService(db, documents, temporal), S.invoices),
    invoiceActionsRouter(new InvoiceActionsService(invoices, temporal, documents), S.invoices),
    invoicesRouter(invoices),
    emailsRouter(new EmailsService(db, plans, documents)),
    esynpayFailedCasesRouter(new ESynPayFailedCasesService(db, plans)),
    bookkeepingRouter(new BookkeepingService(db, plans)),
  ];
}

/** Routers anyone may call (besides health and login). */
export function publicResourceRouters({
  db,
  passwords,
  productNames,
  temporal,
  documents,
  userRequestLimiter,
  invitationLimit,
  linkSecret,
}: Pick<RouterDeps, 'db' | 'passwords' | 'productNames' | 'temporal' | 'documents' | 'userRequestLimiter'> & {
  /** Failed uses of set-password links per client address. */
  invitationLimit: AddressFailureLimit;
  /** AUTH_TOKEN_SECRET: the key of the forward links is derived from it. */
  linkSecret: string;
}): Router<AppState>[] {
  const invitations = new Invitations(db, passwords, productNames);
  return [
    publicUserRequestsRouter(new UserRequestsService(db, invitations, userRequestLimiter), S.userRequests),
    invitationsRouter(new InvitationsService(invitations, invitationLimit), S.invitations),
    forwardedInvoicesRouter(new ForwardedInvoicesService(db, linkSecret, documents, temporal)),
  ];
}
