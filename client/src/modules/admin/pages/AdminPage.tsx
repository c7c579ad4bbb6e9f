import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuBot, LuListChecks, LuScale, LuWebhook } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { UsersDocument } from '../../../generated/graphql';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { CreateUserDialog } from '../components/CreateUserDialog';
import { UserCard } from '../components/UserCard';

export function AdminPage() {
  const { user: me } = useCurrentUser();
  const { data, loading } = useQuery(UsersDocument, { fetchPolicy: 'cache-and-network' });
  const users = data?.users ?? [];
  return (
    <Stack>
      <PageHeader
        title="Admin Panel"
        subtitle="Approve accounts, manage roles and configure the decision engine"
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/admin/rules">
                <LuScale /> Decision Rules
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/ai-prompts">
                <LuBot /> AI Prompts
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/watchlists">
                <LuListChecks /> Watchlists
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/webhooks">
                <LuWebhook /> Webhooks
              </RouterLink>
            </Button>
            <CreateUserDialog />
          </>
        }
      />
      <Stack gap="3">
        {loading && !data && [0, 1, 2].map((i) => <Skeleton key={i} height="20" borderRadius="md" />)}
        {!loading && users.length === 0 && <Text color="gray.600">No users found</Text>}
        {users.map((u) => (
          <UserCard key={u.id} user={u} isSelf={u.id === me?.id} />
        ))}
      </Stack>
    </Stack>
  );
}
