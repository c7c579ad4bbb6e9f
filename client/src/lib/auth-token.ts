/** The signed-in token lives in localStorage under the spec's key. */
export const TOKEN_KEY = 'auth_token';

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
/** Only endSession() (lib/session.ts) calls this: a session never ends by the token alone. */
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);
