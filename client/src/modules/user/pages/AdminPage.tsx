import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuBot, LuBuilding2, LuGauge, LuHistory, LuInbox, LuKeyRound, LuListChecks, LuNetwork, LuScale, LuWebhook } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { AccountChangeProposalsDocument, AdminApprovalRequiredDocument, UsersDocument } from '../../../generated/graphql';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { CreateUserDialog } from '../components/CreateUserDialog';
import { PendingAdminChanges } from '../components/PendingAdminChanges';
import { UserCard } from '../components/UserCard';

/** Pending admin-account changes read at once: more than a page of them would be a backlog to clear first. */
const PROPOSALS = 50;

export function AdminPage() {
  const { user: me } = useCurrentUser();
  const { data, loading } = useQuery(UsersDocument, { fetchPolicy: 'cache-and-network' });
  const approval = useQuery(AdminApprovalRequiredDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const pending = useQuery(AccountChangeProposalsDocument, {
    variables: { status: 'PENDING', limit: PROPOSALS },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const users = data?.users ?? [];
  const approvalRequired = approval.data?.adminApprovalRequired ?? false;
  const proposals = pending.data?.accountChangeProposals ?? [];
  const waiting = new Set(proposals.flatMap((p) => (p.userId ? [p.userId] : [])));
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
              <RouterLink to="/admin/scorecard">
                <LuGauge /> Credit Scorecard
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/ownership-settings">
                <LuNetwork /> Ownership Settings
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
              <RouterLink to="/admin/lei-register">
                <LuBuilding2 /> LEI Register
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/webhooks">
                <LuWebhook /> Webhooks
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/api-keys">
                <LuKeyRound /> API Keys
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/queues">
                <LuInbox /> Case Queues
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/audit-log">
                <LuHistory /> Account Audit Log
              </RouterLink>
            </Button>
            <CreateUserDialog approvalRequired={approvalRequired} />
          </>
        }
      />
      <Stack gap="3">
        {(approvalRequired || proposals.length > 0) && <PendingAdminChanges proposals={proposals} approvalRequired={approvalRequired} />}
        {loading && !data && [0, 1, 2].map((i) => <Skeleton key={i} height="20" borderRadius="md" />)}
        {!loading && users.length === 0 && <Text color="gray.600">No users found</Text>}
        {users.map((u) => (
          <UserCard key={u.id} user={u} isSelf={u.id === me?.id} approvalRequired={approvalRequired} changePending={waiting.has(u.id)} />
        ))}
      </Stack>
    </Stack>
  );
}
