import { Badge, Button, Card, HStack, IconButton, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { LuChevronDown, LuChevronRight, LuPlus, LuSend, LuTrash2 } from 'react-icons/lu';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { DeleteDialog } from '../../../components/ConfirmDialog';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  SendTestWebhookEventDocument,
  UpdateWebhookEndpointDocument,
  WebhookEndpointsDocument,
  type WebhookEndpointFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { AddEndpointDialog, type EndpointValues } from '../components/AddEndpointDialog';
import { DeliveriesTable } from '../components/DeliveriesTable';
import { SecretDialog } from '../components/SecretDialog';
import { eventLabel } from '../labels';

/** How long the delivery log waits for a test event's attempt to show (it is attempted at once, with a 10 s timeout). */
const TEST_WAIT_MS = 20_000;

function EndpointCard({
  endpoint,
  onToggle,
  onDelete,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  onToggle(enabled: boolean): void;
  onDelete(): void;
}) {
  const onError = useActionErrorHandler();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [sendTest, sending] = useMutation(SendTestWebhookEventDocument);
  // The test event just sent: the log reads itself until its attempt shows, for TEST_WAIT_MS at most.
  const [awaiting, setAwaiting] = useState<string | null>(null);
  useEffect(() => {
    if (!awaiting) return;
    const timer = setTimeout(() => setAwaiting(null), TEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaiting]);
  const deliveriesId = `deliveries-${endpoint.id}`;
  // An attempt is logged in the statement that counts it: the card reads its failure count and state again.
  const apollo = useApolloClient();
  const refreshEndpoint = useCallback(() => void apollo.refetchQueries({ include: [WebhookEndpointsDocument] }), [apollo]);

  const test = async () => {
    try {
      const { data } = await sendTest({ variables: { id: endpoint.id } });
      if (!data) return;
      notify('Test event sent', `webhook.test to ${endpoint.url}: its attempt shows in the deliveries below`, 'success');
      setAwaiting(data.sendTestWebhookEvent);
      setShowDeliveries(true);
    } catch (error) {
      onError(error, 'Test Failed');
    }
  };
  return (
    <Card.Root size="sm" data-testid="webhook-endpoint" opacity={endpoint.enabled ? 1 : 0.8}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="flex-start" gap="4">
            <Stack gap="1" flex="1" minW="0">
              <Text fontWeight="semibold" fontFamily="mono" fontSize="sm" wordBreak="break-all">
                {endpoint.url}
              </Text>
              <HStack gap="1" wrap="wrap">
                <Badge colorPalette={endpoint.enabled ? 'green' : 'red'} data-testid="webhook-state">
                  {endpoint.enabled ? 'Enabled' : 'Disabled'}
                </Badge>
                {endpoint.events.map((e) => (
                  <Badge key={e} variant="outline" fontFamily="mono">
                    {eventLabel(e)}
                  </Badge>
                ))}
              </HStack>
              {!endpoint.enabled && endpoint.disabledReason && (
                <Text fontSize="sm" color="red.700">
                  Disabled automatically
                  {endpoint.disabledAt && ` on ${new Date(endpoint.disabledAt).toLocaleString()}`}: {endpoint.disabledReason}
                </Text>
              )}
              <Text fontSize="xs" color="gray.600">
                {endpoint.failureCount === 1 ? '1 consecutive failure' : `${endpoint.failureCount} consecutive failures`} · added{' '}
                {new Date(endpoint.createdAt).toLocaleString()}
              </Text>
            </Stack>
            <HStack gap="1">
              <Switch.Root
                checked={endpoint.enabled}
                onCheckedChange={(e) => onToggle(e.checked)}
                colorPalette="blue"
                aria-label={`Enable ${endpoint.url}`}
              >
                <Switch.HiddenInput />
                <Switch.Control />
              </Switch.Root>
              <IconButton aria-label={`Delete ${endpoint.url}`} size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
                <LuTrash2 />
              </IconButton>
            </HStack>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button
              size="xs"
              variant="ghost"
              aria-expanded={showDeliveries}
              aria-controls={deliveriesId}
              aria-label={`Deliveries to ${endpoint.url}`}
              onClick={() => setShowDeliveries((v) => !v)}
            >
              {showDeliveries ? <LuChevronDown /> : <LuChevronRight />} Deliveries
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={test}
              loading={sending.loading}
              aria-label={`Send test event to ${endpoint.url}`}
              title="Sends a signed webhook.test event now, once (also while the endpoint is disabled)"
            >
              <LuSend /> Send test event
            </Button>
          </HStack>
          {showDeliveries && (
            <div id={deliveriesId}>
              <DeliveriesTable endpointId={endpoint.id} url={endpoint.url} awaiting={awaiting} onNewDelivery={refreshEndpoint} />
            </div>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/webhooks: the URLs that receive signed events, their state and their recent deliveries. */
export function WebhooksPage() {
  const onError = useActionErrorHandler();
  const { data, loading } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [WebhookEndpointsDocument];
  const [createEndpoint] = useMutation(CreateWebhookEndpointDocument, { refetchQueries, awaitRefetchQueries: true });
  const [updateEndpoint] = useMutation(UpdateWebhookEndpointDocument);
  const [deleteEndpoint, deleting] = useMutation(DeleteWebhookEndpointDocument, { refetchQueries });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpointFieldsFragment | null>(null);
  const endpoints = data?.webhookEndpoints ?? [];

  const create = async (values: EndpointValues) => {
    const { data } = await createEndpoint({ variables: values });
    if (!data) return;
    setCreated({ url: data.createWebhookEndpoint.endpoint.url, secret: data.createWebhookEndpoint.secret });
  };

  const toggle = async (endpoint: WebhookEndpointFieldsFragment, enabled: boolean) => {
    try {
      await updateEndpoint({ variables: { id: endpoint.id, enabled } });
      notify(enabled ? 'Endpoint enabled' : 'Endpoint disabled', endpoint.url, 'success');
    } catch (error) {
      onError(error);
    }
  };

  const remove = async (endpoint: WebhookEndpointFieldsFragment) => {
    await deleteEndpoint({ variables: { id: endpoint.id } });
    notify('Endpoint deleted', endpoint.url, 'success');
  };

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Webhooks"
        subtitle="Endpoints that receive signed events when assessments are decided or reviewed and alerts are raised"
        action={
          <Button colorPalette="blue" onClick={() => setAdding(true)}>
            <LuPlus /> Add Endpoint
          </Button>
        }
      />
      <Stack gap="3">
        {loading && !data && [0, 1].map((i) => <Skeleton key={i} height="24" borderRadius="md" />)}
        {data && endpoints.length === 0 && <Text color="gray.600">No webhook endpoints yet. Add one to receive events.</Text>}
        {endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            onToggle={(enabled) => void toggle(endpoint, enabled)}
            onDelete={() => setToDelete(endpoint)}
          />
        ))}
      </Stack>
      <AddEndpointDialog open={adding} onClose={() => setAdding(false)} onCreate={create} />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <DeleteDialog item={toDelete} title="Delete Endpoint" busy={deleting.loading} onDelete={remove} onClose={() => setToDelete(null)}>
        <Text>
          Delete <strong>{toDelete?.url}</strong> with its delivery log? Its queued deliveries are dropped.
        </Text>
      </DeleteDialog>
    </Stack>
  );
}
