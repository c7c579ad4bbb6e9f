import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Whether this browser can use passkeys at all (WebAuthn); without it the passkey buttons stay hidden. */
export const webAuthnAvailable = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;

// @simplewebauthn/browser is loaded when a passkey is first used, so pages that never use one
// (and the first page's bundle) do not carry it.

/** Asks the browser for a new passkey with the server's registration options. */
export async function createPasskey(options: Record<string, unknown>): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/** Asks the browser to sign the server's challenge with a passkey. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/**
 * What to tell the person when the browser's side of a passkey failed, or null when the error came
 * from the server (its own message is shown then).
 */
export function browserPasskeyError(error: unknown): string | null {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'AbortError':
      return 'The passkey request was cancelled or timed out.';
    case 'InvalidStateError':
      return 'This device already holds a passkey for your account.';
    case 'SecurityError':
      return 'Passkeys need this site to be opened by its host name over HTTPS (or http://localhost).';
    case 'NotSupportedError':
      return 'This browser or device cannot make a passkey of the kind required.';
    default:
      return null;
  }
}

/** The browser's data as the API takes it (a JSONObject). */
export const asJson = (value: RegistrationResponseJSON | AuthenticationResponseJSON): Record<string, unknown> =>
  value as unknown as Record<string, unknown>;
