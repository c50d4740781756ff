// Every query on email domains. Lists and single rows carry spec 3 'Domain' counts: users_count and
// users (accounts with an email at the domain), invoice_count / invoice_senders / invoice_customers
// (invoices uploaded by those users, their distinct sender and receiver companies) and receive_count
// (invoices received by the domain's company).
import type { Knex } from 'knex';
import { EmailDomain, type DomainRow } from '../models/domain.model';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList } from '../http/paged-query';
import type { DomainListRow } from './domains.mapper';

export class DomainsRepository {
  constructor(private readonly db: Knex) {}

  private base(): Knex.QueryBuilder {
    return this.db('domains').leftJoin('companies', 'companies.id', 'domains.company_id');
  }

  private withCounts(q: Knex.QueryBuilder): Knex.QueryBuilder {
    const db = this.db;
    return q.select(
      'domains.*',
      'companies.name as company_name',
      db.raw(
        `(select count(*) from users u where lower(split_part(u.email, '@', 2)) = lower(domains.name)) as users_count`,
      ),
      db.raw(
        `(select array_agg(e.email) from (select u.email from users u where lower(split_part(u.email, '@', 2)) = lower(domains.name) order by lower(u.email) limit 10) e) as users`,
      ),
      db.raw(`s.invoice_count, s.invoice_senders, s.invoice_customers`),
      db.raw(`(select count(*) from invoices i where i.receiver_company_id = domains.company_id) as receive_count`),
    ).joinRaw(`left join lateral (
        select count(*) as invoice_count, count(distinct i.sender_company_id) as invoice_senders, count(distinct i.receiver_company_id) as invoice_customers
          from invoices i join users u on u.id = i.sender_user_id
         where lower(split_part(u.email, '@', 2)) = lower(domains.name)) s on true`);
  }

  list(list: ListQuery): Promise<ListResult<DomainListRow>> {
    return runList<DomainListRow>(this.db, this.base(), list, (q) => this.withCounts(q));
  }

  async findById(id: string): Promise<DomainListRow | undefined> {
    return (await this.withCounts(this.base().where('domains.id', id)).first()) as DomainListRow | undefined;
  }

  async insert(write: Partial<DomainRow>): Promise<string> {
    const row = await EmailDomain.query(this.db).insert(write).returning('id');
    return row.id;
  }

  async patch(id: string, write: Partial<DomainRow>): Promise<void> {
    if (Object.keys(write).length > 0) await EmailDomain.query(this.db).patch(write).where('id', id);
  }

  async delete(id: string): Promise<void> {
    await EmailDomain.query(this.db).deleteById(id);
  }
}
