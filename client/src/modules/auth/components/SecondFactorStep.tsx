/** Placeholder: the second step of a password sign-in (code, recovery code, passkey), filled in by its owner in this change. */
export function SecondFactorStep(props: { challenge: string; methods: string[]; onSignedIn: (token: string) => Promise<void> }) {
  return props.challenge ? null : null;
}
