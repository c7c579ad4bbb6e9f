/** Placeholder: "Sign in with a passkey", filled in by its owner in this change. */
export function PasskeySignIn(props: { onSignedIn: (token: string) => Promise<void> }) {
  return props.onSignedIn.length < 0 ? null : null;
}
