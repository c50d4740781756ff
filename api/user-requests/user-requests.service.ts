// Access requests: anyone may ask for access; admins approve or reject. Approving creates the
// account in the same transaction as the decision (api/invitations: company and role from the
// request) and then mails the one who asked a set-password link, once; an address that already has
// an account is 409 and changes nothing. Rejecting sends a polite refusal, once. Only the call that
// made the decision mails (a retry or a second admin at the same time finds the request decided
// and sends nothing). The public form is limited per client address (a burst cap in memory).
import type { Knex } from 'knex';
import type { RateLimiter } from '../auth/rate-limit';
import { ApiError } from '../errors';
import { RecordService } from '../http/record-service';
import type { AccessRequestStatus } from '../models/user-access-request.model';
import type { InvitationNotice, Notifications } from '../notifications/notifications';
import type { Invitations } from '../invitations/invitations.service';
import { userRequestWrite, type UserRequestInput } from './user-requests.mapper';
import { UserRequestsRepository } from './user-requests.repository';

export class UserRequestsService extends RecordService<UserRequestsRepository> {
  constructor(
    private readonly db: Knex,
    private readonly invitations: Invitations,
    /** Requests of the public form per client address. */
    private readonly limiter: RateLimiter,
    private readonly notifications?: Notifications,
  ) {
    super(new UserRequestsRepository(db));
  }

  /** Counts a request of the public form from `address`; 429 when the address is over its limit. */
  admit(address: string): void {
    const wait = this.limiter.hit(address);
    if (wait > 0) throw ApiError.tooManyRequests('api.requestRateLimited', wait, 'rate_limited');
  }

  /** A new request (the public form). */
  submit(input: UserRequestInput) {
    return this.repo.insert(userRequestWrite(input));
  }

  /** Approves or rejects by `adminId`; the same decision again changes nothing, another is 409. */
  async decide(id: string, status: AccessRequestStatus, adminId: string) {
    const current = await this.get(id);
    if (current.status !== 'pending' && current.status !== status) {
      throw ApiError.conflict({ key: 'api.alreadyProcessed', params: { status: current.status } }, 'already_processed');
    }
    if (current.status === 'pending') {
      const passwordHash = status === 'approved' ? await this.invitations.unusablePasswordHash() : null;
      const decided = await this.db.transaction(
        async (trx): Promise<{ invitation: InvitationNotice | null } | null> => {
          // The decision first: its row lock makes a second admin wait, then find it decided.
          if ((await this.repo.decidePending(trx, id, status, adminId)) === 0) return null;
          return { invitation: passwordHash ? await this.invitations.createAccount(trx, current, passwordHash) : null };
        },
      );
      // Only the call that made the decision tells the person (two admins at once: one mail).
      if (decided?.invitation) await this.notifications?.invitation(decided.invitation);
      else if (decided && status === 'rejected')
        await this.notifications?.accessRequestRefused({
          to: current.email,
          requestId: id,
          name: current.name ?? null,
        });
    }
    return this.get(id);
  }
}
