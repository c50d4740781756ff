import { INVITATION_TTL_HOURS } from '../../domain/constants';
import { hashInvitationToken, invitationOpen, newInvitationToken } from './invitation-token';

describe('invitation tokens', () => {
  const issued = new Date('2026-11-27T10:00:00Z');

  it('expires INVITATION_TTL_HOURS after it was issued', () => {
    const { expiresAt } = newInvitationToken(issued);
    expect(INVITATION_TTL_HOURS).toBe(72);
    expect(expiresAt.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    const open = { expires_at: expiresAt, used_at: null, session_version: 0 };
    expect(invitationOpen(open, new Date('2026-11-30T09:59:59.999Z'))).toBe(true);
    expect(invitationOpen(open, expiresAt)).toBe(false);
    expect(invitationOpen(open, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('is closed once used, even before its expiry', () => {
    const { expiresAt } = newInvitationToken(issued);
    expect(
      invitationOpen(
        { expires_at: expiresAt, used_at: new Date('2026-11-27T11:00:00Z'), session_version: 1 },
        new Date('2026-11-27T12:00:00Z'),
      ),
    ).toBe(false);
  });

  it('is closed once the account got a password some other way (its session version moved on)', () => {
    const { expiresAt } = newInvitationToken(issued);
    expect(invitationOpen({ expires_at: expiresAt, used_at: null, session_version: 1 }, issued)).toBe(false);
  });

  it('is random and stored only as its hash', () => {
    const a = newInvitationToken(issued);
    const b = newInvitationToken(issued);
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toBe(hashInvitationToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });
});
