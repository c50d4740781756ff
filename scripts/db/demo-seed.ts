// Demo data for development, manual testing and seeded integration tests: Swedish companies with
// valid identifiers, one login per role, domains, connection systems, access requests, and about 40
// PDF and Peppol invoices between the demo companies with their audit events. The data and one
// seeder per table or entity group live in ./seed/; this is the one entry point that runs them.
//
// Idempotent: every row is keyed by a natural key (org number, email, kind + name, message id) or a
// deterministic uuid derived from one, and only inserted when missing. Running it twice changes
// nothing; rows edited by hand are left as they are.
import type { Knex } from 'knex';
import { hashPassword } from '../../infra/password';
import { seedCompanies, seedOperators } from './seed/companies';
import type { SeedContext } from './seed/context';
import { seedAccessRequests, seedConnectionSystems, seedDomains } from './seed/directory';
import { seedESynPayFailedCases, seedFailedMails } from './seed/failed-cases';
import { markEventsNotified, seedInvoices } from './seed/invoices';
import { DEMO_PASSWORD, seedUsers } from './seed/users';

export { demoUuid } from './seed/identifiers';
export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin, type DemoLoginKey } from './seed/users';

export interface SeedSummary {
  operators: number;
  companies: number;
  users: number;
  domains: number;
  connectionSystems: number;
  accessRequests: number;
  invoices: number;
  invoiceEvents: number;
  emails: number;
}

/** Loads the demo data into a migrated database. Safe to run again: existing rows are kept. */
export async function seedDemoData(db: Knex, now: Date = new Date()): Promise<SeedSummary> {
  // Hash once, outside the transaction; only used for users that do not exist yet.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (trx) => {
    const ctx: SeedContext = { trx, now, operatorIds: new Map(), companyIds: new Map(), userIds: new Map() };
    // In the order the foreign keys need.
    await seedOperators(ctx);
    await seedCompanies(ctx);
    await seedUsers(ctx, passwordHash);
    await seedDomains(ctx);
    await seedConnectionSystems(ctx);
    await seedAccessRequests(ctx);
    await seedInvoices(ctx);
    await seedFailedMails(ctx);
    await seedESynPayFailedCases(ctx);
    await markEventsNotified(ctx);
  });

  const count = async (table: string) =>
    Number(((await db(table).count({ n: '*' })) as { n: string | number }[])[0]?.n ?? 0);
  return {
    operators: await count('operators'),
    companies: await count('companies'),
    users: await count('users'),
    domains: await count('domains'),
    connectionSystems: await count('connection_systems'),
    accessRequests: await count('user_access_requests'),
    invoices: await count('invoices'),
    invoiceEvents: await count('invoice_events'),
    emails: await count('emails'),
  };
}
