import { Button } from '@chakra-ui/react';

/** Where "Sign in with …" starts: the API sends the browser on to the identity provider. */
export const SSO_START_PATH = '/api/auth/oidc/start';

/**
 * "Sign in with …" (single sign-on, OIDC_LABEL): a full page navigation to the API, which sends
 * the browser to the identity provider; it comes back signed in at /signin/sso.
 */
export function SsoSignIn({ label }: { label: string }) {
  return (
    <Button asChild variant="outline" colorPalette="blue" w="full">
      <a href={SSO_START_PATH}>Sign in with {label}</a>
    </Button>
  );
}
