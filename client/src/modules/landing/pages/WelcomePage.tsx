import { Box, Button, Container, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuListChecks, LuNewspaper, LuScale, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { Main } from '../../../components/Landmarks';
import { Logo } from '../../../components/Logo';

const FEATURES: { icon: IconType; title: string; text: string }[] = [
  {
    icon: LuListChecks,
    title: 'Multi-step assessment',
    text: 'A five-step wizard covering company information, business rationale, history, management and financial standing.',
  },
  {
    icon: LuNewspaper,
    title: 'AI news analysis',
    text: 'Paste a news article and get a summary; scan the news for adverse media about a counterparty.',
  },
  {
    icon: LuScale,
    title: 'Automated decision engine',
    text: 'Configurable rules with mandatory rejection criteria and risk flagging give every decision a clear rationale.',
  },
  {
    icon: LuUsers,
    title: 'Role-based access',
    text: 'Analysts and administrators, with admin approval of new accounts and user management.',
  },
];

export function WelcomePage() {
  return (
    <Box minH="100vh" bg="gray.50">
      <Container as="header" maxW="6xl" py="5">
        <HStack justify="space-between">
          <Logo />
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/signin">Sign In</RouterLink>
          </Button>
        </HStack>
      </Container>
      <Main>
        <Container maxW="4xl" py={{ base: '12', md: '20' }} textAlign="center">
          <Stack gap="6" align="center">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
              Counterparty due diligence, decided and explained
            </Heading>
            <Text fontSize="lg" color="gray.600" maxW="2xl">
              Assess counterparties through a guided workflow and get a server-computed credit decision — Approved, Trade with Caution or
              Rejected — with the rationale behind it.
            </Text>
            <Button asChild colorPalette="blue" size="lg">
              <RouterLink to="/signin">Get Started</RouterLink>
            </Button>
          </Stack>
        </Container>
        <Container maxW="6xl" pb="20">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
            {FEATURES.map((f) => (
              <Stack key={f.title} bg="white" p="6" borderRadius="lg" borderWidth="1px" gap="3">
                <Icon as={f.icon} boxSize="7" color="blue.600" />
                <Heading as="h3" size="md">
                  {f.title}
                </Heading>
                <Text color="gray.600" fontSize="sm">
                  {f.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Main>
    </Box>
  );
}
