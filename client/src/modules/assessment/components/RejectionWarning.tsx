import { Alert } from '@chakra-ui/react';

export const LEGAL_WARNING = 'Companies with legal actions, fines, or sanctions will be automatically rejected.';
export const MANAGEMENT_WARNING = 'Companies without confirmed management transparency and reputation will be automatically rejected.';

export function RejectionWarning({ text }: { text: string }) {
  return (
    <Alert.Root status="warning" data-testid="rejection-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Mandatory automatic rejection</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
