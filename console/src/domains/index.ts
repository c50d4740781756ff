// Domains resource (admin): three lists by kind.
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./DomainList').then((m) => ({ default: m.DomainList }))),
  edit: lazy(() => import('./DomainEdit').then((m) => ({ default: m.DomainEdit }))),
  create: lazy(() => import('./DomainEdit').then((m) => ({ default: m.DomainCreate }))),
};
