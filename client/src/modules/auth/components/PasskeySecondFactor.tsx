/** Placeholder: finishing a password sign-in with a passkey, filled in by its owner in this change. */
export function PasskeySecondFactor(props: { challenge: string; onSignedIn: (token: string) => Promise<void> }) {
  return props.challenge ? null : null;
}
