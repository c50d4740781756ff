// The public routes of an invitation's set-password link (console /set-password?token=…):
// POST /api/auth/invitation checks the link and names the account; POST /api/auth/invitation/password
// sets its first password. A link that is unknown, used or expired gets one answer (400
// invitation_invalid), and each such answer counts against the client address like a failed
// sign-in (api/auth/address-limit.ts), so links cannot be guessed at speed.
import Router from '@koa/router';
import { BODY_SCHEMAS } from '../body-schemas';
import { renderMessage } from '../../domain/i18n/messages';
import type { AppState } from '../context';
import { ApiError } from '../errors';
import { addressKey, type AddressFailureLimit } from '../auth/address-limit';
import { requestLang } from '../http/request-lang';
import { validateBody } from '../http/validate';
import type { Invitations } from './invitations.service';

export function invitationsRouter(invitations: Invitations, addresses: AddressFailureLimit): Router<AppState> {
  const r = new Router<AppState>();
  /** Runs `work` unless the address is over its limit; a link that does not work counts as a failure. */
  const guarded = async <T>(address: string, work: () => Promise<T>): Promise<T> => {
    const wait = addresses.wait(address);
    if (wait > 0) throw ApiError.tooManyRequests('api.invitationRateLimited', wait, 'rate_limited');
    try {
      return await work();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invitation_invalid') addresses.fail(address);
      throw err;
    }
  };
  r.post('/api/auth/invitation', async (ctx) => {
    const { token } = validateBody(BODY_SCHEMAS.invitations.check, ctx.request.body);
    const { email, expiresAt } = await guarded(addressKey(ctx.ip), () => invitations.check(token));
    ctx.body = { email, expires_at: expiresAt.toISOString() };
  });
  r.post('/api/auth/invitation/password', async (ctx) => {
    const { token, password } = validateBody(BODY_SCHEMAS.invitations.password, ctx.request.body);
    const { email } = await guarded(addressKey(ctx.ip), () => invitations.setPassword(token, password));
    ctx.state.log.info('invitation used: password set');
    ctx.body = {
      email,
      data: renderMessage('api.invitationPasswordSet', undefined, requestLang(ctx.get('accept-language'))),
      code: 'password_set',
    };
  });
  return r;
}
