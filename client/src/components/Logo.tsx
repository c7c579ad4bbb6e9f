import { HStack, Icon, Link, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** The product mark; links to the landing page. */
export function Logo() {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} aria-label="Counterparty home">
      <RouterLink to="/welcome">
        <HStack gap="2">
          <Icon as={LuShieldCheck} boxSize="6" color="blue.600" />
          <Text fontWeight="bold" fontSize="lg" color="gray.900">
            Counterparty
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
