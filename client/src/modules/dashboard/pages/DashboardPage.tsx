import { Button, EmptyState, Stack, VStack } from '@chakra-ui/react';
import { LuFilePlus, LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';

export function DashboardPage() {
  return (
    <Stack>
      <PageHeader
        title="Due Diligence Assessments"
        subtitle="Manage and review counterparty credit assessments"
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/batch">
                <LuUpload /> Batch Upload
              </RouterLink>
            </Button>
            <Button asChild colorPalette="blue">
              <RouterLink to="/assessment/new">
                <LuFilePlus /> New Assessment
              </RouterLink>
            </Button>
          </>
        }
      />
      <EmptyState.Root bg="white" borderWidth="1px" borderRadius="lg">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>No assessments yet</EmptyState.Title>
            <EmptyState.Description>Get started by creating your first due diligence assessment</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <RouterLink to="/assessment/new">Create Assessment</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
