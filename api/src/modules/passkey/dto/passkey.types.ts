import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Passkey', { description: 'A passkey of the signed-in account (WebAuthn): never its key.' })
export class PasskeyType {
  @Field(() => ID, { description: 'The passkey id (UUID), for rename and delete.' }) id!: string;
  @Field(() => String, { description: 'What its owner calls it, 1 to 100 characters.' }) name!: string;
  @Field(() => Date, { description: 'When it was registered.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it last signed in; null when never.' }) lastUsedAt!: Date | null;
  @Field(() => String, { description: 'Either singleDevice, or multiDevice for a passkey that can be synced between devices.' })
  deviceType!: string;
  @Field(() => Boolean, { description: 'Whether a multi-device passkey is backed up (synced).' }) backedUp!: boolean;
  @Field(() => [String], { description: 'How the browser reaches its authenticator (internal, hybrid, usb, nfc, ble), as reported.' })
  transports!: string[];
}

@ObjectType('PasskeyOptions', {
  description:
    "The first step of a WebAuthn ceremony: the options for the browser (@simplewebauthn/browser's startRegistration or startAuthentication), and the challenge to send back with its answer.",
})
export class PasskeyOptionsType {
  @Field(() => String, { description: 'Send back with the answer; one-time, valid 5 minutes.' }) challengeId!: string;
  @Field(() => GraphQLJSONObject, {
    description:
      'PublicKeyCredentialCreationOptionsJSON (registration) or PublicKeyCredentialRequestOptionsJSON (sign-in), as WebAuthn Level 3 defines them.',
  })
  options!: object;
}

export const RESPONSE_DESCRIPTION =
  "The browser's answer as JSON (WebAuthn Level 3 RegistrationResponseJSON / AuthenticationResponseJSON: @simplewebauthn/browser's result), at most a few kilobytes.";
