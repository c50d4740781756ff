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
