// POST /api/auth/login, POST /api/auth/verify-email (public); POST /api/auth/logout,
// POST /api/me/password, GET /api/me (signed in). The rules are in auth.service.ts.
import Router from '@koa/router';
import type { BODY_SCHEMAS } from '../body-schemas';
import type { AppState } from '../context';
import { validateBody } from '../http/validate';
import { toUser } from '../users/users.mapper';
import { toAdminCompany, toSettingsCompany } from '../companies/companies.mapper';
import type { AuthService } from './auth.service';
import { authOf } from './auth.middleware';
import { addressKey } from './address-limit';
import { menuFlags } from './menu';
import { config } from '../../infra/config';
import { renderMessage } from '../../domain/i18n/messages';
import { requestLang } from '../http/request-lang';

/** The bodies of sign-in, the e-mail verification link and the password change (BODY_SCHEMAS.auth). */
export type AuthSchemas = (typeof BODY_SCHEMAS)['auth'];

export function publicAuthRouter(service: AuthService, schemas: AuthSchemas): Router<AppState> {
  const router = new Router<AppState>();
  // The link of a verification notice: the address it was sent to becomes the sign-in address.
  router.post('/api/auth/verify-email', async (ctx) => {
    const { token } = validateBody(schemas.emailVerification, ctx.request.body);
    await service.verifyEmail(token);
    ctx.body = {
      data: renderMessage('api.emailVerified', undefined, requestLang(ctx.get('accept-language'))),
      code: 'email_verified',
    };
  });
  router.post('/api/auth/login', async (ctx) => {
    const body = validateBody(schemas.login, ctx.request.body);
    const signedIn = await service.login({
      email: body.email,
      password: body.password,
      address: addressKey(ctx.ip),
      deviceToken: body.device_token,
    });
    const { token, user, expiresAt, deviceToken } = signedIn;
    ctx.state.log.info({ userId: user.id }, 'login');
    ctx.body = { token, expires_at: expiresAt.toISOString(), device_token: deviceToken, user: toUser(user) };
  });
  return router;
}

export function privateAuthRouter(service: AuthService, schemas: AuthSchemas): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/auth/logout', async (ctx) => {
    await service.logout(authOf(ctx));
    ctx.body = { data: 'Signed out', code: 'signed_out' };
  });
  // The own password: answers a new token for this session; every other session has ended.
  router.post('/api/me/password', async (ctx) => {
    const body = validateBody(schemas.passwordChange, ctx.request.body);
    const { token, expiresAt } = await service.changePassword(
      authOf(ctx),
      body.current_password,
      body.new_password,
      addressKey(ctx.ip),
    );
    ctx.state.log.info('password changed');
    ctx.body = {
      token,
      expires_at: expiresAt.toISOString(),
      data: renderMessage('api.passwordChanged', undefined, requestLang(ctx.get('accept-language'))),
      code: 'password_changed',
    };
  });
  router.get('/api/me', async (ctx) => {
    const auth = authOf(ctx);
    const { user, scope } = auth;
    const company = await service.companyOf(auth);
    ctx.body = {
      ...toUser({ ...user, company_name: company?.name ?? null }),
      company: company ? (scope.isAdmin ? toAdminCompany(company) : toSettingsCompany(company)) : null,
      menu: menuFlags(user, company ?? null),
      // The console words tooltips such as 'sent from {brand}' with the deployment's brand.
      brand: config().BRAND_NAME,
    };
  });
  return router;
}
