import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { badInput } from '../../core/errors.js';
import { assertSafeText } from '../../core/safe-text.js';

// What a browser's WebAuthn answer may hold, bounded: credential ids are at most 1,023 bytes
// (WebAuthn §5.8.3), and a 'none' attestation of one key is well under 2 kB (a certificate chain, should a browser send one, under 32 kB).
const MAX_CREDENTIAL_ID = 1_400;
const MAX_CLIENT_DATA = 8_192;
const MAX_ATTESTATION = 32_768;
const MAX_AUTHENTICATOR_DATA = 8_192;
const MAX_SIGNATURE = 2_048;
const MAX_USER_HANDLE = 128;
const MAX_TRANSPORTS = 10;
/** The longest passkey name. */
export const MAX_PASSKEY_NAME = 100;
/** What a passkey is called unless its owner names it. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => value !== null && typeof value === 'object' && !Array.isArray(value);
/** A request body as an object ({} for anything else, so each field is then reported missing). */
export const bodyOf = (raw: unknown): Body => (isObject(raw) ? raw : {});

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

function base64url(value: unknown, field: string, max: number, optional = false): string | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > max || !BASE64URL.test(value)) {
    throw badInput(`${field} must be base64url text of at most ${max} characters`, field);
  }
  return value;
}

/** A challenge id a previous step answered (an opaque string). */
export function parseChallengeId(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64 || !BASE64URL.test(value)) {
    throw badInput(`${field} must be the challenge the previous step answered`, field);
  }
  return value;
}

/** A passkey's name: 1 to 100 characters after trimming; DEFAULT_PASSKEY_NAME when `optional` and missing. */
export function parsePasskeyName(value: unknown, optional: boolean): string {
  if ((value === undefined || value === null || (typeof value === 'string' && !value.trim())) && optional) return DEFAULT_PASSKEY_NAME;
  if (typeof value !== 'string' || !value.trim()) throw badInput('name is required', 'name');
  assertSafeText(value, 'name');
  const name = value.trim();
  if (name.length > MAX_PASSKEY_NAME) throw badInput(`name must be at most ${MAX_PASSKEY_NAME} characters`, 'name');
  return name;
}

/**
 * The common part of both answers, copied: the credential id (id and rawId must agree), its
 * attachment and the client data; `response` is the rest of the authenticator's answer, unchecked.
 */
function credentialOf(value: unknown) {
  if (!isObject(value)) throw badInput('response must be the WebAuthn credential the browser answered (JSON)', 'response');
  const id = base64url(value.id, 'response.id', MAX_CREDENTIAL_ID)!;
  const rawId = base64url(value.rawId, 'response.rawId', MAX_CREDENTIAL_ID)!;
  if (rawId !== id) throw badInput('response.rawId must equal response.id', 'response.rawId');
  if (value.type !== 'public-key') throw badInput('response.type must be "public-key"', 'response.type');
  if (!isObject(value.response)) throw badInput('response.response must be an object', 'response.response');
  const response = value.response;
  return {
    response,
    common: {
      id,
      rawId: id,
      type: 'public-key' as const,
      authenticatorAttachment: attachmentOf(value.authenticatorAttachment),
      clientExtensionResults: {},
    },
    clientDataJSON: base64url(response.clientDataJSON, 'response.response.clientDataJSON', MAX_CLIENT_DATA)!,
  };
}

const attachmentOf = (value: unknown): AuthenticationResponseJSON['authenticatorAttachment'] =>
  value === 'platform' || value === 'cross-platform' ? value : undefined;

/**
 * A browser's answer to `navigator.credentials.create()` (RegistrationResponseJSON), checked for
 * shape and size and copied field by field (nothing else of the body reaches the verifier).
 * BAD_USER_INPUT naming the field.
 */
export function parseRegistrationResponse(value: unknown): RegistrationResponseJSON {
  const { response, common, clientDataJSON } = credentialOf(value);
  const transports = response.transports;
  if (
    transports !== undefined &&
    (!Array.isArray(transports) ||
      transports.length > MAX_TRANSPORTS ||
      transports.some((t) => typeof t !== 'string' || t.length === 0 || t.length > 32 || !/^[a-z-]+$/.test(t)))
  ) {
    throw badInput(`response.response.transports must list at most ${MAX_TRANSPORTS} transports`, 'response.response.transports');
  }
  return {
    ...common,
    response: {
      clientDataJSON,
      attestationObject: base64url(response.attestationObject, 'response.response.attestationObject', MAX_ATTESTATION)!,
      transports: (transports as string[] | undefined) ?? [],
    },
  };
}

/**
 * A browser's answer to `navigator.credentials.get()` (AuthenticationResponseJSON), checked for
 * shape and size and copied field by field. BAD_USER_INPUT naming the field.
 */
export function parseAuthenticationResponse(value: unknown): AuthenticationResponseJSON {
  const { response, common, clientDataJSON } = credentialOf(value);
  const userHandle = response.userHandle === null ? undefined : response.userHandle;
  return {
    ...common,
    response: {
      clientDataJSON,
      authenticatorData: base64url(response.authenticatorData, 'response.response.authenticatorData', MAX_AUTHENTICATOR_DATA)!,
      signature: base64url(response.signature, 'response.response.signature', MAX_SIGNATURE)!,
      userHandle: base64url(userHandle, 'response.response.userHandle', MAX_USER_HANDLE, true),
    },
  };
}
