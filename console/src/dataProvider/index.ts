// ra-data-simple-rest on /api, wrapped: the api's bodies are unwrapped by httpClient; a few
// resources whose paths differ from the simple-rest convention are routed here, and the custom
// calls (dashboard counts, the invoice actions and uploads of ./invoices.ts) are typed methods used
// with useDataProvider.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetManyParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { API_URL, httpClient } from './httpClient';
import { invoiceMethods, type InvoiceMethods } from './invoices';

/** The own company's settings form: GET/PUT /api/settings/company, the id is ignored. */
export const COMPANY_SETTINGS = 'company-settings';
/** Companies of one operator: GET /api/operators/:id/companies, filter.operator_id names it. */
export const OPERATOR_COMPANIES = 'operator-companies';

/** GET /api/dashboard/counts: invoice counts by status, scoped to the user. */
export type DashboardCounts = Record<string, unknown>;

export interface ConsoleDataProvider extends DataProvider, InvoiceMethods {
  getDashboardCounts: () => Promise<DashboardCounts>;
}

const base = simpleRestProvider(API_URL, httpClient);

export const dataProvider: ConsoleDataProvider = {
  ...base,
  ...invoiceMethods,
  // react-query passes an AbortSignal: a new fetch of the same query cancels the running one.
  supportAbortSignal: true,
  getList: (resource: string, params: GetListParams) => {
    if (resource === OPERATOR_COMPANIES) {
      const { operator_id: operatorId, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      return base.getList(`operators/${encodeURIComponent(String(operatorId))}/companies`, { ...params, filter });
    }
    return base.getList(resource, params);
  },
  getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
    if (resource === COMPANY_SETTINGS) {
      const { json } = await httpClient(`${API_URL}/settings/company`, { signal: params.signal });
      return { data: { ...json, id: params.id } as R };
    }
    return base.getOne<R>(resource, params);
  },
  update: async <R extends RaRecord>(resource: string, params: UpdateParams<R>) => {
    if (resource === COMPANY_SETTINGS) {
      const { json } = await httpClient(`${API_URL}/settings/company`, {
        method: 'PUT',
        body: JSON.stringify(params.data),
      });
      return { data: { ...json, id: params.id } as R };
    }
    if (resource === 'operators') {
      // The operators api updates with PATCH (spec section 7).
      const { json } = await httpClient(`${API_URL}/operators/${encodeURIComponent(String(params.id))}`, {
        method: 'PATCH',
        body: JSON.stringify(params.data),
      });
      return { data: json as R };
    }
    return base.update<R>(resource, params);
  },
  // The api has no id-list filter: references are read one by one (pickers show a single value).
  getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
    const records = await Promise.all(
      params.ids.map((id) => base.getOne<R>(resource, { id, signal: params.signal }).then((r) => r.data)),
    );
    return { data: records };
  },
  getDashboardCounts: async () => {
    const { json } = await httpClient(`${API_URL}/dashboard/counts`);
    return json as DashboardCounts;
  },
};
