import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuArrowLeft, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { ToggleEditDelete } from '../../../components/ToggleEditDelete';
import {
  CreateRuleDocument,
  DeleteRuleDocument,
  ReplayRuleChangeDocument,
  RulesDocument,
  RuleSetVersionsDocument,
  UpdateRuleDocument,
  type RuleFragment,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { RuleDialog, RULE_FIELDS, type RuleValues } from '../components/RuleDialog';
import { VersionHistory } from '../components/VersionHistory';

const TYPE: Record<string, { label: string; palette: string }> = {
  MANDATORY_REJECT: { label: 'Mandatory reject', palette: 'red' },
  REJECT: { label: 'Reject', palette: 'orange' },
  WARNING: { label: 'Warning', palette: 'yellow' },
};
const CONDITION: Record<string, string> = { EQUALS: 'equals', NOT_EQUALS: 'not equals', IN: 'in', NOT_IN: 'not in' };

export function RulesPage() {
  const onError = useActionErrorHandler();
  const { data, loading } = useQuery(RulesDocument, { fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const refetchQueries = [RulesDocument, RuleSetVersionsDocument];
  const [createRule] = useMutation(CreateRuleDocument, { refetchQueries });
  const [updateRule] = useMutation(UpdateRuleDocument, { refetchQueries });
  const [deleteRule] = useMutation(DeleteRuleDocument, { refetchQueries });
  const [editing, setEditing] = useState<RuleFragment | null>(null);
  const [open, setOpen] = useState(false);

  const save = async (values: RuleValues) => {
    const input = { ...values, description: values.description.trim() || null };
    if (editing) await updateRule({ variables: { id: editing.id, input } });
    else await createRule({ variables: { input } });
    notify(editing ? 'Rule updated' : 'Rule created', values.name, 'success');
  };

  /** What-if: the same input Save would send, replayed over past assessments without saving. */
  const preview = async (values: RuleValues) => {
    const input = { ...values, description: values.description.trim() || null };
    const change = editing
      ? { action: 'UPDATE' as const, ruleId: editing.id, update: input }
      : { action: 'CREATE' as const, create: input };
    const { data } = await client.query({ query: ReplayRuleChangeDocument, variables: { change }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('Could not preview the impact');
    return data.replayRuleChange;
  };

  // Spec §8: errors of toggling are not handled beyond the refetch. A failed deletion shows its
  // error and never the success toast.
  const toggle = (rule: RuleFragment, enabled: boolean) =>
    void updateRule({ variables: { id: rule.id, input: { enabled } } }).catch(() => undefined);
  const remove = async (rule: RuleFragment) => {
    try {
      await deleteRule({ variables: { id: rule.id } });
      notify('Rule deleted', rule.name, 'success');
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Stack>
      <PageHeader
        title="Decision Rules"
        subtitle="Rules decide every assessment: any matching reject rule rejects, any matching warning gives caution"
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/admin">
                <LuArrowLeft /> Back to Admin
              </RouterLink>
            </Button>
            <Button colorPalette="blue" onClick={() => (setEditing(null), setOpen(true))}>
              <LuPlus /> Create Rule
            </Button>
          </>
        }
      />
      <Stack gap="3">
        {loading && !data && [0, 1, 2].map((i) => <Skeleton key={i} height="24" borderRadius="md" />)}
        {data?.rules.length === 0 && <Text color="gray.600">No rules configured</Text>}
        {data?.rules.map((rule) => (
          <Card.Root key={rule.id} size="sm" data-testid="rule-card" opacity={rule.enabled ? 1 : 0.6}>
            <Card.Body>
              <HStack justify="space-between" align="flex-start" gap="4">
                <Stack gap="1">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{rule.name}</Text>
                    <Badge colorPalette={TYPE[rule.ruleType]?.palette}>{TYPE[rule.ruleType]?.label}</Badge>
                    <Badge variant="outline">Priority {rule.priority}</Badge>
                  </HStack>
                  {rule.description && (
                    <Text fontSize="sm" color="gray.600">
                      {rule.description}
                    </Text>
                  )}
                  <Text fontSize="sm" fontFamily="mono">
                    {RULE_FIELDS.find((f) => f.value === rule.field)?.label ?? rule.field} {CONDITION[rule.condition]} {rule.value}
                  </Text>
                  <Text fontSize="sm">→ {rule.message}</Text>
                </Stack>
                <ToggleEditDelete
                  name={rule.name}
                  enabled={rule.enabled}
                  onToggle={(enabled) => toggle(rule, enabled)}
                  onEdit={() => (setEditing(rule), setOpen(true))}
                  onDelete={() => void remove(rule)}
                />
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <VersionHistory />
      <RuleDialog open={open} rule={editing} onClose={() => setOpen(false)} onSave={save} onPreview={preview} />
    </Stack>
  );
}
