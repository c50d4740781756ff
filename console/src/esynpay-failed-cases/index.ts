// eSynPay failed cases resource (admin, read-only).
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ESynPayFailedCaseList').then((m) => ({ default: m.ESynPayFailedCaseList }))),
};
