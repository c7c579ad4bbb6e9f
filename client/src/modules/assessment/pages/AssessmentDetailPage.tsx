import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { AssessmentDetailDocument, AuditLogsDocument } from '../../../generated/graphql';
import { AssessmentAlertsCard } from '../../alert/components/AssessmentAlertsCard';
import { fullName, useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { AssessmentNotFound } from '../components/AssessmentNotFound';
import { FourEyesReviewCard } from '../components/FourEyesReviewCard';
import { AuditTrail } from '../components/AuditTrail';
import { allCriteria, companyItems, ListCard } from '../components/CompanySummary';
import { CreditAnalysisSection } from '../../credit/components/CreditAnalysisSection';
import { DecisionCard } from '../components/DecisionCard';
import { ExportReportCard } from '../components/ExportReportCard';
import { NewsMonitoringCard } from '../components/NewsMonitoringCard';
import { ScreeningCard } from '../components/ScreeningCard';
import { ApprovalStanding } from '../../counterparty/components/ApprovalStanding';
import { OwnershipCard } from '../../ownership/components/OwnershipCard';

export function AssessmentDetailPage() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(AssessmentDetailDocument, { variables: { id }, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const logs = useQuery(AuditLogsDocument, { variables: { assessmentId: id }, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const { user } = useCurrentUser();
  const a = data?.assessment;

  if (loading && !a) return <Skeleton height="60vh" borderRadius="lg" />;
  if (!a) return <AssessmentNotFound />;

  return (
    <Stack gap="6">
      <PageHeader
        title={a.companyName}
        subtitle={`Assessed ${new Date(a.createdAt).toLocaleString()} by ${fullName(a.createdBy)}`}
        actions={
          <>
            {a.viewerCan.edit && (
              <Button asChild colorPalette="blue">
                <RouterLink to={`/assessment/${a.id}/edit`}>Edit</RouterLink>
              </Button>
            )}
            {/* Offered to everyone who can open the record, as every signed-in user can (the book is
                shared): the copy is a new assessment of the copier's own, made and decided through the
                normal submit, so it changes nothing here and shows no answer they cannot read already. */}
            <Button asChild variant="outline">
              <RouterLink to={`/assessment/new?from=${a.id}`}>New assessment from this one</RouterLink>
            </Button>
            {a.counterpartyId && (
              <Button asChild variant="outline">
                <RouterLink to={`/counterparties/${a.counterpartyId}`}>Counterparty file</RouterLink>
              </Button>
            )}
            <Button asChild variant="outline">
              <RouterLink to="/">Back to Home</RouterLink>
            </Button>
          </>
        }
      />
      <ApprovalStanding assessment={a} />
      <DecisionCard assessment={a} />
      <FourEyesReviewCard assessment={a} />
      <AssessmentAlertsCard alerts={a.alerts} canResolve={a.viewerCan.resolveAlerts} />
      <ScreeningCard assessment={a} admin={user?.role === 'ADMIN'} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ListCard
          title="Company Information"
          items={[
            ...companyItems(a),
            ['Alternative Contacts', a.alternativeContacts || 'N/A'],
            ['Created', new Date(a.createdAt).toLocaleString()],
            ['Created By', fullName(a.createdBy)],
          ]}
        />
        <ListCard title="Assessment Criteria" items={allCriteria(a)} />
      </SimpleGrid>
      <OwnershipCard assessmentId={a.id} />
      {a.creditAnalysis && <CreditAnalysisSection assessmentId={a.id} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <NewsMonitoringCard assessmentId={a.id} canScan={a.viewerCan.edit} />
        <ExportReportCard id={a.id} companyName={a.companyName} />
      </SimpleGrid>
      <AuditTrail logs={logs.data?.auditLogs ?? []} />
    </Stack>
  );
}
