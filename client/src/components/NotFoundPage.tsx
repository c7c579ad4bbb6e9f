import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Main } from './Landmarks';

export function NotFoundPage() {
  return (
    <Main>
      <Center minH="100vh" bg="gray.50" px="4">
        <Stack align="center" gap="4" textAlign="center">
          <Text fontSize="6xl" fontWeight="bold" color="gray.500" aria-hidden>
            404
          </Text>
          <Heading as="h1">Page Not Found</Heading>
          <Text color="gray.600">The page you are looking for does not exist.</Text>
          <Button asChild colorPalette="blue">
            <RouterLink to="/">Go Home</RouterLink>
          </Button>
        </Stack>
      </Center>
    </Main>
  );
}
