// The public routes of an invitation's set-password link (console /set-password?token=…):
// POST /api/auth/invitation checks the link and names the account; POST /api/auth/invitation/password
// sets its first password. A link that is unknown, used or expired gets one answer (400
// invitation_invalid), and each such answer counts against the client address like a failed
// sign-in (InvitationsService in invitations.service.ts).
import Router from '@koa/router';
import type { BODY_SCHEMAS } from '../body-schemas';
import { renderMessage } from '../../domain/i18n/messages';
import type { AppState } from '../context';
import { addressKey } from '../auth/address-limit';
import { requestLang } from '../http/request-lang';
import { validateBody } from '../http/validate';
import type { InvitationsService } from './invitations.service';

/** The bodies of the link check and the password (BODY_SCHEMAS.invitations). */
export type InvitationSchemas = (typeof BODY_SCHEMAS)['invitations'];

export function invitationsRouter(service: InvitationsService, schemas: InvitationSchemas): Router<AppState> {
  const r = new Router<AppState>();
  r.post('/api/auth/invitation', async (ctx) => {
    const { token } = validateBody(schemas.check, ctx.request.body);
    const { email, expiresAt } = await service.check(token, addressKey(ctx.ip));
    ctx.body = { email, expires_at: expiresAt.toISOString() };
  });
  r.post('/api/auth/invitation/password', async (ctx) => {
    const { token, password } = validateBody(schemas.password, ctx.request.body);
    const { email } = await service.setPassword(token, password, addressKey(ctx.ip));
    ctx.state.log.info('invitation used: password set');
    ctx.body = {
      email,
      data: renderMessage('api.invitationPasswordSet', undefined, requestLang(ctx.get('accept-language'))),
      code: 'password_set',
    };
  });
  return r;
}
