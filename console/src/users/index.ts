// Users: all users (admin) and the company users list with its create page.
// Each page is its own chunk, loaded when its route is first opened (docs/console.md 'Bundle').
import { lazy } from 'react';

export default {
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  companyList: lazy(() => import('./CompanyUserList').then((m) => ({ default: m.CompanyUserList }))),
  create: lazy(() => import('./CompanyUserCreate').then((m) => ({ default: m.CompanyUserCreate }))),
};
