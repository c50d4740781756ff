// Bookkeeping resource: read-only lists for admins and receivers.
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./BookkeepingList').then((m) => ({ default: m.BookkeepingList }))),
};
