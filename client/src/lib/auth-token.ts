/** The signed-in token lives in localStorage under the spec's key. */
const KEY = 'auth_token';

export const getToken = () => localStorage.getItem(KEY);
export const setToken = (token: string) => localStorage.setItem(KEY, token);
export const clearToken = () => localStorage.removeItem(KEY);
