// Operators resource (admin).
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./OperatorList').then((m) => ({ default: m.OperatorList }))),
  edit: lazy(() => import('./OperatorEdit').then((m) => ({ default: m.OperatorEdit }))),
  create: lazy(() => import('./OperatorEdit').then((m) => ({ default: m.OperatorCreate }))),
};
