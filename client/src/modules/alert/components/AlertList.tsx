import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import {
  AlertsDocument,
  AnalyticsDocument,
  AssessmentDetailDocument,
  AssessmentsDocument,
  AuditLogsDocument,
  OpenAlertCountDocument,
  ResolveAlertDocument,
  ReviewQueueDocument,
  type AlertFieldsFragment,
} from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { authorName } from '../../auth/hooks/useCurrentUser';
import { ALERT_KIND, ALERT_STATUS, isScreeningAlert, resolveButtonLabel } from '../labels';
import { ResolveAlertDialog, type Resolution } from './ResolveAlertDialog';

function AlertItem({ alert, showCompany, onResolve }: { alert: AlertFieldsFragment; showCompany: boolean; onResolve?(): void }) {
  const kind = ALERT_KIND[alert.kind];
  const status = ALERT_STATUS[alert.status];
  return (
    <Card.Root size="sm" variant="outline" data-testid="alert-item">
      <Card.Body>
        <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
          <Stack gap="1" flex="1" minW="60">
            <HStack gap="2" wrap="wrap">
              {showCompany && (
                <Link asChild fontWeight="semibold" color="blue.700">
                  <RouterLink to={`/assessment/${alert.assessmentId}`}>{alert.companyName}</RouterLink>
                </Link>
              )}
              <Badge colorPalette={kind?.palette ?? 'gray'}>{kind?.label ?? alert.kind}</Badge>
              <Badge colorPalette={status?.palette ?? 'gray'} variant="outline" data-testid="alert-status">
                {status?.label ?? alert.status}
              </Badge>
            </HStack>
            <Text fontSize="sm">{alert.summary}</Text>
            <Text fontSize="xs" color="gray.600">
              Raised {relativeTime(alert.createdAt)} · <time dateTime={alert.createdAt}>{new Date(alert.createdAt).toLocaleString()}</time>
            </Text>
            {alert.status === 'RESOLVED' && (
              <Text fontSize="sm" color="gray.700" data-testid="alert-resolution">
                Resolved by {authorName(alert.resolvedBy)}
                {alert.resolvedAt && ` on ${new Date(alert.resolvedAt).toLocaleString()}`}
                {alert.note && `: ${alert.note}`}
              </Text>
            )}
          </Stack>
          {onResolve && (
            <Button size="sm" colorPalette="blue" variant="outline" onClick={onResolve} aria-label={resolveButtonLabel(alert)}>
              <LuCircleCheck /> Resolve
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Monitoring alerts, each with a Resolve button while the server lets the viewer resolve it
 * (`viewerCan.resolve`: open, and not about an assessment they created); a dialog asks for the
 * note, and for a screening alert whose hit waits for one the finding on its hit. The open count in
 * the header and the alert lists are read again after a resolution — and, when a finding
 * re-decided the assessment, the views that show its decision.
 */
export function AlertList({ alerts, showCompany = true }: { alerts: readonly AlertFieldsFragment[]; showCompany?: boolean }) {
  const [resolving, setResolving] = useState<AlertFieldsFragment | null>(null);
  const [resolveAlert] = useMutation(ResolveAlertDocument, { awaitRefetchQueries: true });

  const resolve = async (alert: AlertFieldsFragment, { note, hitDecision }: Resolution) => {
    // A finding on the hit decides the assessment again (and may resolve its other alerts).
    const redecided = isScreeningAlert(alert.kind)
      ? [AssessmentDetailDocument, AssessmentsDocument, AnalyticsDocument, ReviewQueueDocument]
      : [];
    await resolveAlert({
      variables: { id: alert.id, note, hitDecision },
      refetchQueries: [OpenAlertCountDocument, AlertsDocument, AuditLogsDocument, ...redecided],
    });
    notify('Alert resolved', alert.companyName, 'success');
  };

  return (
    <>
      <Stack gap="3" data-testid="alert-list">
        {alerts.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            showCompany={showCompany}
            onResolve={alert.viewerCan.resolve ? () => setResolving(alert) : undefined}
          />
        ))}
      </Stack>
      <ResolveAlertDialog
        alert={resolving}
        findings={resolving && isScreeningAlert(resolving.kind) ? resolving.viewerCan : null}
        onClose={() => setResolving(null)}
        onResolve={resolve}
      />
    </>
  );
}
