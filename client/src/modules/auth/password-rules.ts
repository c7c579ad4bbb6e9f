/** Spec §9: at least 6 characters; the server refuses more than 200. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

/** Checks a new password against the rules and the current one: true, or the message to show. */
export function checkNewPassword(next: string, current: string): true | string {
  if (!next) return 'New password is required';
  if (next.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (next.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (next === current) return 'The new password must differ from the current one';
  return true;
}

/** The confirmation must repeat the new password exactly. */
export const checkConfirmation = (confirmation: string, next: string): true | string =>
  confirmation === next ? true : 'Passwords do not match';
