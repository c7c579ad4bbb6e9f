import { Box, Card, Center, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Main } from '../../../components/Landmarks';
import { Logo } from '../../../components/Logo';

/** The frame of the sign-in and registration pages. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Main>
      <Center minH="100vh" bg="gray.50" px="4">
        <Stack gap="6" w="full" maxW="md">
          <Center>
            <Logo />
          </Center>
          <Card.Root>
            <Card.Header>
              <Card.Title as="h1" fontSize="2xl">
                {title}
              </Card.Title>
              <Card.Description>{description}</Card.Description>
            </Card.Header>
            <Card.Body>{children}</Card.Body>
            <Card.Footer justifyContent="center">
              <Box fontSize="sm" color="gray.600">
                {footer}
              </Box>
            </Card.Footer>
          </Card.Root>
        </Stack>
      </Center>
    </Main>
  );
}
