// Bearer-token auth against the api: POST /api/auth/login → {token,device_token,user}; the token is
// kept in localStorage and sent by httpClient, the device token is sent with the next sign-in of the
// same address (a known device); identity and permissions come from GET /api/me.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { HttpError } from 'react-admin';
import { CONSOLE_PATHS } from '../../domain/paths';
import { API_URL, httpClient } from './dataProvider/httpClient';
import { clearToken, getDeviceToken, getToken, setDeviceToken, setToken } from './authStorage';
import type { CurrentUser } from './currentUser';
import { clearAllDrafts, keepOpenFormDrafts, sessionDraftStorage } from './invoices/form/formDrafts';

interface LoginParams {
  email?: string;
  username?: string;
  password: string;
}

/** How long one answer of GET /api/me serves both permissions and identity (asked together at start). */
const ME_FRESH_MS = 2_000;
let lastMe: { token: string | null; at: number; answer: Promise<CurrentUser> } | null = null;

/** GET /api/me, once for the callers of the same moment and token: a page's start asks for it twice. */
function fetchMe(): Promise<CurrentUser> {
  const token = getToken();
  if (lastMe && lastMe.token === token && Date.now() - lastMe.at < ME_FRESH_MS) return lastMe.answer;
  const answer = httpClient(`${API_URL}/me`).then(
    ({ json }) => (json && typeof json === 'object' && 'user' in json ? json.user : json) as CurrentUser,
  );
  const entry = { token, at: Date.now(), answer };
  lastMe = entry;
  answer.catch(() => {
    if (lastMe === entry) lastMe = null;
  });
  return answer;
}

/** The next question for the current user goes to the api (after they changed their own rights). */
export function forgetCurrentUser(): void {
  lastMe = null;
}

export const authProvider: AuthProvider = {
  async login({ email, username, password }: LoginParams) {
    const address = email ?? username ?? '';
    const { json } = await httpClient(`${API_URL}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: address, password, device_token: getDeviceToken(address) }),
    });
    const { token, device_token: deviceToken } = json as { token?: string; device_token?: string };
    if (!token) throw new Error('ra.auth.sign_in_error');
    setToken(token);
    if (deviceToken) setDeviceToken(address, deviceToken);
  },
  async logout() {
    if (getToken()) {
      // Signing out oneself drops the forms' kept drafts; an expired session (token already gone) keeps them.
      const drafts = sessionDraftStorage();
      if (drafts) clearAllDrafts(drafts);
      try {
        await httpClient(`${API_URL}/auth/logout`, { method: 'POST' });
      } catch {
        // The token is dropped locally whatever the api answers.
      }
    }
    clearToken();
    return '/';
  },
  async checkAuth() {
    // Not signed in (a first visit, or after logout): straight to the login page. react-admin shows
    // no 'Please login to continue' toast for an error whose message is false.
    if (!getToken()) throw Object.assign(new Error('not signed in'), { message: false });
  },
  async checkError(error: unknown) {
    const status = error instanceof HttpError ? error.status : (error as { status?: number })?.status;
    if (status === 401) {
      // What was typed into open forms is kept for after the next sign-in (invoices/form/formDrafts.ts).
      const drafts = sessionDraftStorage();
      if (drafts) keepOpenFormDrafts(drafts);
      clearToken();
      // Straight to the sign-in page (not '/', which logout answers): react-admin then remembers the
      // page and returns to it after the next sign-in, where the kept drafts come back.
      throw Object.assign(new Error('ra.notification.logged_out'), { redirectTo: CONSOLE_PATHS.login });
    }
  },
  async getIdentity(): Promise<UserIdentity> {
    const me = await fetchMe();
    return { ...me, id: me.id, fullName: me.email };
  },
  async getPermissions() {
    if (!getToken()) return undefined;
    return fetchMe();
  },
};
