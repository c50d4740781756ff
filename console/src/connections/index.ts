// Connection systems resource (admin): PDF and Peppol.
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ConnectionList').then((m) => ({ default: m.ConnectionList }))),
  edit: lazy(() => import('./ConnectionEdit').then((m) => ({ default: m.ConnectionEdit }))),
  create: lazy(() => import('./ConnectionEdit').then((m) => ({ default: m.ConnectionCreate }))),
};
