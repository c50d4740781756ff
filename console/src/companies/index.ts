// Companies resource: admin list/create/detail, partner lists for senders and receivers, the own
// company's settings.
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./CompanyList').then((m) => ({ default: m.CompanyList }))),
  edit: lazy(() => import('./CompanyEdit').then((m) => ({ default: m.CompanyEdit }))),
  create: lazy(() => import('./CompanyEdit').then((m) => ({ default: m.CompanyCreate }))),
  show: lazy(() => import('./CompanyShow').then((m) => ({ default: m.CompanyShow }))),
  settings: lazy(() => import('./CompanyEdit').then((m) => ({ default: m.CompanySettingsEdit }))),
};
