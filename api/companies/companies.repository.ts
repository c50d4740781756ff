// Every query on companies: the admin list, the partner lists (receivers, senders), lookups, the
// settings form, create and update. Scoping goes through tenancy/scope.ts.
import type { Knex } from 'knex';
import { Company, COMPANY_COLUMNS, type CompanyRow, type CompanyWrite } from '../models/company.model';
import type { CompanyWithOperator } from './companies.mapper';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList, type PagePlan } from '../http/paged-query';
import type { PlanPools } from '../http/plan-pools';
import { textFilterValues } from '../http/filters';
import { COMPANY_TEXT_FILTERS } from './companies.lists';
import type { Scope } from '../tenancy/scope';
import { whereCompanyGroup } from '../tenancy/scope';

export type PartnerKind = 'receivers' | 'senders';

/**
 * Matches above which walking the name index beats collecting and sorting. The walk is index-only
 * (companies_name_search_idx, ~0.25 µs per company passed); collecting reads every match from the
 * table (~2.5-10 µs per match), so it stays bounded (≤ ~5-10 ms) up to this many matches, while a
 * walk for a term whose matches cluster in name order (place names: 'nord', 'göteborgs') passes
 * half the table (~12 ms). Measured on bench/api-lists: 2,000 and 300 give the same total.
 */
const WALK_THRESHOLD = 2_000;

/** A page's company columns, named (its rows are read by a prepared statement). */
const PAGE_COLUMNS = COMPANY_COLUMNS.map((c) => `companies.${c}`);

export class CompaniesRepository {
  constructor(
    private readonly db: Knex,
    /** Sessions that fix the page plan (api/http/plan-pools.ts); without them pages are planned per request. */
    private readonly plans?: PlanPools,
  ) {}

  private base(): Knex.QueryBuilder {
    return this.db('companies').leftJoin('operators', 'operators.id', 'companies.operator_id');
  }

  /** Admin: every company. */
  list(list: ListQuery): Promise<ListResult<CompanyWithOperator>> {
    return this.page<CompanyWithOperator>(this.db('companies'), list, true);
  }

  /**
   * A page of companies. With a text filter and the name sort, the plan follows the number of
   * matches (see runList choosePlan): above WALK_THRESHOLD matches the name index is walked, below
   * it the matches are collected (trigram indexes) and sorted. Texts under 3 characters have no
   * trigram, so they always walk, and their total is PostgreSQL's estimate (total_exact false).
   * The operator's name is joined for the page's rows only.
   */
  private page<T>(qb: Knex.QueryBuilder, list: ListQuery, withOperator = false): Promise<ListResult<T>> {
    const texts = textFilterValues(list.filters, COMPANY_TEXT_FILTERS).filter((t) => t.length > 0);
    const shortText = texts.some((t) => t.length < 3);
    const choosePlan = texts.length > 0 && list.sortField === 'name'
      ? (total: number): PagePlan => (shortText || total > WALK_THRESHOLD ? 'walk-sort-index' : 'collect-and-sort')
      : undefined;
    // Deferred join: the page is ids only (the name walk is then an index-only scan of
    // companies_name_search_idx), the rows and the operator's name are read for those ids.
    return runList<T>(this.db, qb, list, (q) => q.select('companies.id'), {
      choosePlan,
      plans: this.plans,
      // A text under 3 characters: even a capped count reads every company; estimate instead.
      estimateTotal: shortText,
      afterPage: {
        alias: 'page',
        join: (outer) => {
          outer.join('companies', 'companies.id', 'page.id').select(PAGE_COLUMNS);
          return withOperator ? outer.leftJoin('operators', 'operators.id', 'companies.operator_id').select('operators.name as operator_name') : outer;
        },
      },
    });
  }

  /**
   * Partner companies of the user's company. receivers: companies with a receiver agreement (those
   * it can send to); senders: companies that sent an invoice to it (or one of its children).
   */
  partners(kind: PartnerKind, scope: Scope, list: ListQuery): Promise<ListResult<CompanyRow>> {
    return this.page<CompanyRow>(this.partnerQuery(kind, scope), list);
  }

  private partnerQuery(kind: PartnerKind, scope: Scope): Knex.QueryBuilder {
    const qb = this.db('companies');
    if (!scope.companyId) return qb.whereRaw('false');
    qb.whereNot('companies.id', scope.companyId);
    if (kind === 'receivers') {
      qb.where('companies.is_receiver', true);
    } else {
      qb.whereExists((sub) => {
        sub.select(this.db.raw('1')).from('invoices')
          .whereRaw('invoices.sender_company_id = companies.id')
          .whereIn('invoices.receiver_company_id', scope.groupCompanyIds);
      });
    }
    return qb;
  }

  async findPartner(kind: PartnerKind, scope: Scope, id: string): Promise<CompanyRow | undefined> {
    return (await this.partnerQuery(kind, scope).where('companies.id', id).first('companies.*')) as CompanyRow | undefined;
  }

  /** Lookups for pickers (page size 20): `which` decides the candidate set. */
  lookup(which: 'all' | 'receivers' | 'group', scope: Scope, list: ListQuery): Promise<ListResult<CompanyRow>> {
    const qb = this.db('companies');
    if (which === 'receivers') qb.where('companies.is_receiver', true);
    if (which === 'group') whereCompanyGroup(qb, { ...scope, isAdmin: false }, 'companies.id');
    return this.page<CompanyRow>(qb, list);
  }

  async findById(id: string): Promise<CompanyWithOperator | undefined> {
    return (await this.base().where('companies.id', id).first('companies.*', 'operators.name as operator_name')) as CompanyWithOperator | undefined;
  }

  async insert(write: CompanyWrite, trx?: Knex.Transaction): Promise<string> {
    const row = await Company.query(trx ?? this.db).insert(write).returning('id');
    return row.id;
  }

  async update(id: string, write: CompanyWrite, trx?: Knex.Transaction): Promise<boolean> {
    if (Object.keys(write).length === 0) return (await this.findById(id)) !== undefined;
    const n = await Company.query(trx ?? this.db).patch(write).where('id', id);
    return n > 0;
  }

  /** Aliases are unique across companies ignoring case (spec 5 'Aliases are compared ignoring case'). */
  async aliasesTakenElsewhere(aliases: string[], exceptCompanyId?: string): Promise<string[]> {
    if (aliases.length === 0) return [];
    const lowered = aliases.map((a) => a.toLowerCase());
    const qb = this.db('companies')
      .select(this.db.raw('distinct lower(a.value) as alias'))
      .joinRaw('cross join lateral jsonb_array_elements_text(companies.aliases) as a(value)')
      .whereRaw('lower(a.value) = any(?::text[])', [lowered]);
    if (exceptCompanyId) qb.whereNot('companies.id', exceptCompanyId);
    return (await qb).map((r: { alias: string }) => r.alias);
  }

  /** The ids above a company (its parent, the parent's parent, …), at most `max` levels. */
  async ancestorIds(id: string, max = 10_000): Promise<string[]> {
    const rows = await this.db.raw<{ rows: Array<{ id: string }> }>(
      `WITH RECURSIVE up(id, depth) AS (
         SELECT parent_company_id, 1 FROM companies WHERE id = ?
         UNION ALL
         SELECT c.parent_company_id, up.depth + 1 FROM up JOIN companies c ON c.id = up.id WHERE up.depth < ?
       )
       SELECT DISTINCT id FROM up WHERE id IS NOT NULL`,
      [id, max],
    );
    return rows.rows.map((r) => r.id);
  }

  async operatorExists(id: string): Promise<boolean> {
    return (await this.db('operators').where('id', id).first('id')) !== undefined;
  }

  async companyExists(id: string): Promise<boolean> {
    return (await this.db('companies').where('id', id).first('id')) !== undefined;
  }
}
