import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** What a page about one assessment shows when there is no such assessment (spec §2, detail). */
export function AssessmentNotFound() {
  return (
    <Center minH="50vh">
      <Stack align="center" gap="4">
        <Text fontSize="xl" fontWeight="semibold">
          Assessment not found
        </Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">Go Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
