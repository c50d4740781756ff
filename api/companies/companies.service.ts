// Company rules: admins create and edit every section; a company admin edits the own company's
// settings form without the admin-only sections (they are ignored, spec 2 'Company settings form');
// aliases are unique across companies ignoring case; the operator and parent must exist, and parent
// links never form a cycle (the database enforces both under concurrent saves too).
import type { Knex } from 'knex';
import { ApiError, fieldError } from '../errors';
import type { PlanPools } from '../http/plan-pools';
import type { ListQuery } from '../http/list-params';
import type { Scope } from '../tenancy/scope';
import { companyWriteFromInput, settingsInputFor, type CompanyInput } from './companies.mapper';
import { CompaniesRepository, type PartnerKind } from './companies.repository';

function parentCycle(): ApiError {
  return ApiError.validation(
    { parent_company_id: fieldError('ValidationError', 'api.parentCycle') },
    'api.parentCycle',
  );
}

/** 409 on the first of `aliases` that is one of `taken` (lower-cased). */
function aliasTaken(aliases: readonly string[], ...taken: string[]): ApiError {
  const i = Math.max(
    0,
    aliases.findIndex((a) => taken.includes(a.toLowerCase())),
  );
  const msg = { key: 'api.aliasTaken', params: { alias: aliases[i] ?? taken[0] ?? '' } } as const;
  return new ApiError(409, msg, 'duplicate', { [`aliases.${i}`]: fieldError('duplicate', msg) });
}

export class CompaniesService {
  readonly repo: CompaniesRepository;

  constructor(
    private readonly db: Knex,
    plans?: PlanPools,
  ) {
    this.repo = new CompaniesRepository(db, plans);
  }

  list(list: ListQuery) {
    return this.repo.list(list);
  }

  async get(id: string) {
    const row = await this.repo.findById(id);
    if (!row) throw ApiError.notFound();
    return row;
  }

  partners(kind: PartnerKind, scope: Scope, list: ListQuery) {
    return this.repo.partners(kind, scope, list);
  }

  async partner(kind: PartnerKind, scope: Scope, id: string) {
    const row = await this.repo.findPartner(kind, scope, id);
    if (!row) throw ApiError.notFound();
    return row;
  }

  private async checkReferences(input: CompanyInput, companyId?: string): Promise<void> {
    const write = companyWriteFromInput(input);
    if (write.aliases) {
      const seen = new Set<string>();
      for (const [i, alias] of write.aliases.entries()) {
        const key = alias.toLowerCase();
        if (seen.has(key))
          throw ApiError.validation(
            { [`aliases.${i}`]: fieldError('duplicate', 'validation.unique') },
            'validation.unique',
          );
        seen.add(key);
      }
      const taken = await this.repo.aliasesTakenElsewhere(write.aliases, companyId);
      if (taken.length > 0) throw aliasTaken(write.aliases, ...taken);
    }
    if (write.operator_id && !(await this.repo.operatorExists(write.operator_id))) {
      throw ApiError.validation({ operator: fieldError('not_found', 'api.operatorMissing') });
    }
    if (write.parent_company_id) {
      if (write.parent_company_id === companyId) {
        throw ApiError.validation({ parent_company_id: fieldError('format', 'api.parentSelf') });
      }
      if (!(await this.repo.companyExists(write.parent_company_id))) {
        throw ApiError.validation({ parent_company_id: fieldError('not_found', 'api.parentMissing') });
      }
      if (companyId && (await this.repo.ancestorIds(write.parent_company_id)).includes(companyId)) throw parentCycle();
    }
  }

  /**
   * Writes, turning the database's own guards into the same answers as the checks above: they hold
   * when two saves race past the checks (migrations 20261125000004 and 20261125000005).
   */
  private async guarded<T>(input: CompanyInput, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      const pg = err as {
        nativeError?: { constraint?: string; detail?: string };
        constraint?: string;
        detail?: string;
      };
      const constraint = pg.nativeError?.constraint ?? pg.constraint;
      if (constraint === 'companies_parent_no_cycle') throw parentCycle();
      if (constraint === 'company_aliases_pkey') {
        const taken =
          /\(alias_key\)=\((.*)\) already exists/.exec(pg.nativeError?.detail ?? pg.detail ?? '')?.[1] ?? '';
        throw aliasTaken(companyWriteFromInput(input).aliases ?? [], taken);
      }
      throw err;
    }
  }

  async create(input: CompanyInput) {
    await this.checkReferences(input);
    const id = await this.guarded(input, () => this.repo.insert(companyWriteFromInput(input)));
    return this.get(id);
  }

  async update(id: string, input: CompanyInput) {
    await this.get(id);
    await this.checkReferences(input, id);
    await this.guarded(input, () => this.repo.update(id, companyWriteFromInput(input)));
    return this.get(id);
  }

  /** The own company's settings; sections the role may not edit are dropped before writing. */
  async updateSettings(scope: Scope, input: CompanyInput) {
    if (!scope.companyId) throw ApiError.notFound();
    return this.update(scope.companyId, settingsInputFor(scope.role, input));
  }
}
