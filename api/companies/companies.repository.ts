// Every query on companies: the admin list, the partner lists (receivers, senders), lookups, the
// settings form, create and update. Scoping goes through tenancy/scope.ts.
import type { Knex } from 'knex';
import { Company, type CompanyWrite } from '../models/company.model';
import type { CompanyWithOperator } from './companies.mapper';
import { COMPANY_LIST_ITEM, type CompanyItemRow, type CompanyListView } from './company-list-items';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { PAGE_KEYS, runList, type AfterPage, type PagePlan } from '../http/paged-query';
import type { PlanPools } from '../http/plan-pools';
import { textFilterValues } from '../http/filters';
import { COMPANY_TEXT_FILTERS } from './companies.lists';
import type { Scope } from '../tenancy/scope';
import { whereCompanyGroup } from '../tenancy/scope';

export type PartnerKind = 'receivers' | 'senders';

/**
 * Matches above which a text search walks in name order instead of collecting and sorting its
 * matches. Collecting reads every candidate the trigram index finds from the table (~1.5-5 µs
 * each; 'konsult ab' has 369 matches among 2,380 candidates: 2-3 ms), cheap for a few hundred; the
 * walk of the name-ordered trigram postings (migration 20261125010001) stops after a page of
 * matches (0.2-1 ms on bench/api-lists, also for texts whose matches cluster late in name order,
 * such as 'göteborgs'), but passes every posting of a rare text's trigrams.
 */
const WALK_THRESHOLD = 200;

/**
 * The text a search can walk through the trigram postings: at least 3 characters, without the
 * U+001F field separator, from a filter that compares only name (and invoice email) — `q` with a
 * digit also searches the identifiers, which the postings do not hold.
 */
function trigramText(list: ListQuery, keys: readonly string[]): string | undefined {
  const texts = list.filters
    .filter((f) => keys.includes(f.key) && typeof f.value === 'string')
    .map((f) => ({ key: f.key, text: f.value as string }))
    .filter(({ key, text }) => [...text].length >= 3 && !text.includes('\u001f') && !(key === 'q' && /\d/.test(text)));
  return texts.sort((a, b) => b.text.length - a.text.length)[0]?.text;
}

/**
 * Which two trigrams of the text to merge (1-based character positions; PostgreSQL takes them with
 * substr(lower(text), position, 3), so case folding is the database's own): the first and the last
 * that hold no blank (' ab' is in most company names), else the first and the last.
 */
export function trigramPositions(text: string): [number, number] {
  const chars = [...text];
  const windows = chars.slice(0, chars.length - 2).map((_, i) => i + 1);
  const solid = windows.filter((p) => !/\s/.test(chars.slice(p - 1, p + 2).join('')));
  const use = solid.length > 0 ? solid : windows;
  return [use[0] as number, use[use.length - 1] as number];
}

export class CompaniesRepository {
  /** Each view's rows read by id after paging (made once: their SQL is compiled once). */
  private readonly pageJoins: Record<CompanyListView, AfterPage['join']>;

  constructor(
    private readonly db: Knex,
    /** Sessions that fix the page plan (api/http/plan-pools.ts); without them pages are planned per request. */
    private readonly plans?: PlanPools,
  ) {
    const join =
      (view: CompanyListView): AfterPage['join'] =>
      (outer) =>
        outer.join('companies', 'companies.id', 'page.id').select(db.raw(`${COMPANY_LIST_ITEM[view]} as item`));
    this.pageJoins = { admin: join('admin'), partner: join('partner'), lookup: join('lookup') };
  }

  private base(): Knex.QueryBuilder {
    return this.db('companies').leftJoin('operators', 'operators.id', 'companies.operator_id');
  }

  /** Admin: every company. */
  list(list: ListQuery): Promise<ListResult<CompanyItemRow>> {
    return this.page(this.db('companies'), list, ['q', 'name'], 'admin');
  }

  /**
   * A page of companies. With a text filter and the name sort, the plan follows the number of
   * matches (see runList choosePlan): up to WALK_THRESHOLD matches they are collected (trigram
   * indexes) and sorted; above it a text of the `walkable` filters walks the name-ordered trigram
   * postings, any other the name index. Texts under 3 characters have no trigram, so they walk the
   * name index, and their total is PostgreSQL's estimate (total_exact false).
   * The page's rows are the view's items as JSON text (company-list-items.ts).
   */
  private page(
    qb: Knex.QueryBuilder,
    list: ListQuery,
    walkable: readonly string[],
    view: CompanyListView,
  ): Promise<ListResult<CompanyItemRow>> {
    const texts = textFilterValues(list.filters, COMPANY_TEXT_FILTERS).filter((t) => t.length > 0);
    const shortText = texts.some((t) => t.length < 3);
    const walkText = shortText ? undefined : trigramText(list, walkable);
    const choosePlan =
      texts.length > 0 && list.sortField === 'name'
        ? (total: number): PagePlan =>
            shortText
              ? 'walk-sort-index'
              : total <= WALK_THRESHOLD
                ? 'collect-and-sort'
                : walkText
                  ? 'walk-trigrams'
                  : 'walk-sort-index'
        : undefined;
    // Deferred join: the page is ids only (the name walk is then an index-only scan of
    // companies_name_search_idx), the rows and the operator's name are read for those ids.
    return runList<CompanyItemRow>(this.db, qb, list, (q) => q.select('companies.id'), {
      choosePlan,
      planPage: (plan, filtered) =>
        plan === 'walk-trigrams' && walkText ? this.trigramPage(filtered, list, walkText) : undefined,
      plans: this.plans,
      // A text under 3 characters: even a capped count reads every company; estimate instead.
      estimateTotal: shortText,
      afterPage: { alias: 'page', join: this.pageJoins[view] },
    });
  }

  /**
   * The ids page through the trigram postings: two of the text's trigrams merged in name order
   * (company_search_trigrams rows are keyed (trigram, lower(name), id)), each candidate checked by
   * the filters on the company row, stopping after the page. lower(name) is the list's sort key,
   * so the order is the list's.
   */
  private trigramPage(filtered: Knex.QueryBuilder, list: ListQuery, text: string): Knex.QueryBuilder {
    const [first, last] = trigramPositions(text);
    const dir = list.order === 'ASC' ? 'asc' : 'desc';
    const q = filtered
      .select('companies.id', this.db.raw(`t1.name_key as ${PAGE_KEYS[0]}, t1.company_id as ${PAGE_KEYS[1]}`))
      .joinRaw(
        'join company_search_trigrams as t1 on t1.company_id = companies.id and t1.trigram = substr(lower(?), ?::int, 3)',
        [text, first],
      );
    if (last !== first) {
      q.joinRaw(
        'join company_search_trigrams as t2 on t2.trigram = substr(lower(?), ?::int, 3) and t2.name_key = t1.name_key and t2.company_id = t1.company_id',
        [text, last],
      );
    }
    return q.orderByRaw(`${PAGE_KEYS[0]} ${dir}, ${PAGE_KEYS[1]} ${dir}`).limit(list.limit).offset(list.offset);
  }

  /**
   * Partner companies of the user's company. receivers: companies with a receiver agreement (those
   * it can send to); senders: companies that sent an invoice to it (or one of its children).
   */
  partners(kind: PartnerKind, scope: Scope, list: ListQuery): Promise<ListResult<CompanyItemRow>> {
    return this.page(this.partnerQuery(kind, scope), list, ['q', 'name'], 'partner');
  }

  private partnerQuery(kind: PartnerKind, scope: Scope): Knex.QueryBuilder {
    const qb = this.db('companies');
    if (!scope.companyId) return qb.whereRaw('false');
    qb.whereNot('companies.id', scope.companyId);
    if (kind === 'receivers') {
      qb.where('companies.is_receiver', true);
    } else {
      qb.whereExists((sub) => {
        sub
          .select(this.db.raw('1'))
          .from('invoices')
          .whereRaw('invoices.sender_company_id = companies.id')
          .whereIn('invoices.receiver_company_id', scope.groupCompanyIds);
      });
    }
    return qb;
  }

  /** One partner company as its item (the lists' JSON text), if the scope may see it. */
  async findPartner(kind: PartnerKind, scope: Scope, id: string): Promise<CompanyItemRow | undefined> {
    return (await this.partnerQuery(kind, scope)
      .where('companies.id', id)
      .first(this.db.raw(`${COMPANY_LIST_ITEM.partner} as item`))) as CompanyItemRow | undefined;
  }

  /** Lookups for pickers (page size 20): `which` decides the candidate set. */
  lookup(which: 'all' | 'receivers' | 'group', scope: Scope, list: ListQuery): Promise<ListResult<CompanyItemRow>> {
    const qb = this.db('companies');
    if (which === 'receivers') qb.where('companies.is_receiver', true);
    if (which === 'group') whereCompanyGroup(qb, { ...scope, isAdmin: false }, 'companies.id');
    // The pickers' q also matches org_id, which the postings do not hold: only `name` walks them.
    return this.page(qb, list, ['name'], 'lookup');
  }

  async findById(id: string): Promise<CompanyWithOperator | undefined> {
    return (await this.base().where('companies.id', id).first('companies.*', 'operators.name as operator_name')) as
      CompanyWithOperator | undefined;
  }

  async insert(write: CompanyWrite, trx?: Knex.Transaction): Promise<string> {
    const row = await Company.query(trx ?? this.db)
      .insert(write)
      .returning('id');
    return row.id;
  }

  async update(id: string, write: CompanyWrite, trx?: Knex.Transaction): Promise<boolean> {
    if (Object.keys(write).length === 0) return (await this.findById(id)) !== undefined;
    const n = await Company.query(trx ?? this.db)
      .patch(write)
      .where('id', id);
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
