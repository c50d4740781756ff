// The support contact of the help hero (spec section 1: email and phone from a constant). The
// constant belongs in domain/constants as `SUPPORT_CONTACT = { email, phone }`; until it is there
// the hero shows no contact lines. Read by name so the console needs no change when it lands.
import * as constants from '../../domain/constants';

export interface SupportContact {
  email?: string;
  phone?: string;
}

export function supportContact(): SupportContact | null {
  const value = (constants as unknown as Record<string, unknown>).SUPPORT_CONTACT;
  if (!value || typeof value !== 'object') return null;
  const { email, phone } = value as Record<string, unknown>;
  return {
    ...(typeof email === 'string' && email ? { email } : {}),
    ...(typeof phone === 'string' && phone ? { phone } : {}),
  };
}
