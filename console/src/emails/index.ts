// Emails resource (admin): inbound mail, its failed cases, one mail.
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./EmailList').then((m) => ({ default: m.EmailList }))),
  show: lazy(() => import('./EmailShow').then((m) => ({ default: m.EmailShow }))),
};
