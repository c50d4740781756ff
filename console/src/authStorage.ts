// Where the bearer token lives (spec section 7: the token from local storage is sent as Authorization).
const TOKEN_KEY = 'esyn.token';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}
export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

// Known-device tokens, one per e-mail address signed in with on this browser (the api gives one at
// each sign-in; sent with the next sign-in, it lets the right password through even while strangers'
// failures delay sign-ins from new devices). Kept across sign-outs, like a remembered device.
const DEVICES_KEY = 'esyn.devices';
const MAX_DEVICE_TOKENS = 10;

function readDevices(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function getDeviceToken(email: string): string | undefined {
  const token = readDevices()[email.trim().toLowerCase()];
  return typeof token === 'string' ? token : undefined;
}

export function setDeviceToken(email: string, token: string): void {
  const key = email.trim().toLowerCase();
  const devices = Object.entries(readDevices()).filter(([k]) => k !== key);
  // The latest sign-ins win; the oldest are dropped.
  const kept = [...devices.slice(-(MAX_DEVICE_TOKENS - 1)), [key, token]];
  localStorage.setItem(DEVICES_KEY, JSON.stringify(Object.fromEntries(kept)));
}
