/** Placeholder: the "Sign in with …" button (single sign-on), filled in by its owner in this change. */
export function SsoSignIn({ label }: { label: string }) {
  return label ? null : null;
}
