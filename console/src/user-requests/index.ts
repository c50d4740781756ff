// Access requests resource (admin): approve or reject.
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./UserRequestList').then((m) => ({ default: m.UserRequestList }))),
};
