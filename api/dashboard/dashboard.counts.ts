// Dashboard counts: real invoice counts by status within the user's scope. A GROUP BY over every
// invoice is the one query here that reads a whole (scoped) table, so its answer is kept for a few
// seconds per scope; the dashboard shows them as 'as of' numbers.
import type { Scope } from '../tenancy/scope';
import type { InvoicesRepository } from '../invoices/invoices.repository';

export interface DashboardCountsBody {
  total: number;
  by_status: Record<string, number>;
  by_format: Record<string, number>;
  as_of: string;
}

export class DashboardCounts {
  private readonly cache = new Map<string, { at: number; body: Promise<DashboardCountsBody> }>();

  constructor(
    private readonly repo: InvoicesRepository,
    private readonly ttlMs = 5_000,
  ) {}

  get(scope: Scope, format?: 'pdf' | 'peppol'): Promise<DashboardCountsBody> {
    const key = `${scope.isAdmin ? 'admin' : scope.groupCompanyIds.join(',')}|${format ?? ''}`;
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.body;
    const body = this.compute(scope, format);
    this.cache.set(key, { at: now, body });
    body.catch(() => this.cache.delete(key));
    if (this.cache.size > 10_000) this.cache.clear();
    return body;
  }

  private async compute(scope: Scope, format?: 'pdf' | 'peppol'): Promise<DashboardCountsBody> {
    const rows = await this.repo.countsByStatus(scope, format);
    const body: DashboardCountsBody = { total: 0, by_status: {}, by_format: {}, as_of: new Date().toISOString() };
    for (const row of rows) {
      const n = Number(row.n);
      body.total += n;
      body.by_status[row.status] = (body.by_status[row.status] ?? 0) + n;
      body.by_format[row.format] = (body.by_format[row.format] ?? 0) + n;
    }
    return body;
  }
}
