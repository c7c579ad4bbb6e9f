import { Button, Stack } from '@chakra-ui/react';
import { LuListChecks } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { ScreenNameCard } from '../components/ScreenNameCard';

/**
 * /screening, for every signed-in user: screen a name against the active sanctions and watch lists
 * before (or without) an assessment, with each hit's score and why it matched. Admins also reach
 * the lists themselves.
 */
export function ScreeningPage() {
  const { user } = useCurrentUser();
  return (
    <Stack gap="6">
      <PageHeader
        title="Screening"
        subtitle="Check a company or person against the sanctions and watch lists, as assessments are screened"
        actions={
          user?.role === 'ADMIN' && (
            <Button asChild variant="outline">
              <RouterLink to="/admin/watchlists">
                <LuListChecks /> Manage Watchlists
              </RouterLink>
            </Button>
          )
        }
      />
      <ScreenNameCard />
    </Stack>
  );
}
