import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from './PageHeader';

/** A route whose screen arrives with a later issue. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack>
      <PageHeader title={title} />
      <Text color="gray.600">Coming soon.</Text>
    </Stack>
  );
}
