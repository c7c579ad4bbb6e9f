import { Badge, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LuPlus } from 'react-icons/lu';
import { AdminItemCard } from '../../../components/AdminItemCard';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  CreateRuleDocument,
  DeleteRuleDocument,
  ReplayRuleChangeDocument,
  RuleApprovalRequiredDocument,
  RuleChangeProposalsDocument,
  RuleFieldsDocument,
  RulesDocument,
  RuleSetVersionsDocument,
  SubmitRuleChangeDocument,
  UpdateRuleDocument,
  type ProposedRuleChangeInput,
  type RuleFragment,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { itemInput, useEditableList } from '../../../lib/useEditableList';
import { PendingProposals } from '../components/PendingProposals';
import { RuleDialog, type RuleValues } from '../components/RuleDialog';
import { conditionText, fieldLabel } from '../labels';
import { VersionHistory } from '../components/VersionHistory';

const TYPE: Record<string, { label: string; palette: string }> = {
  MANDATORY_REJECT: { label: 'Mandatory reject', palette: 'red' },
  REJECT: { label: 'Reject', palette: 'orange' },
  WARNING: { label: 'Warning', palette: 'yellow' },
};

/** A direct save refused because rule changes now need approval (CONFLICT with extensions.approvalRequired). */
const needsApproval = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => (e.extensions as { approvalRequired?: unknown } | undefined)?.approvalRequired === true);

export function RulesPage() {
  const { data, loading } = useQuery(RulesDocument, { fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const refetchQueries = [RulesDocument, RuleSetVersionsDocument];
  const [createRule] = useMutation(CreateRuleDocument, { refetchQueries });
  const [updateRule] = useMutation(UpdateRuleDocument, { refetchQueries });
  const [deleteRule] = useMutation(DeleteRuleDocument, { refetchQueries });
  // The catalog never changes while the app runs: read once per session.
  const ruleFields = useQuery(RuleFieldsDocument, { errorPolicy: 'all' });
  const fields = ruleFields.data?.ruleFields ?? [];
  const onError = useActionErrorHandler();
  const approval = useQuery(RuleApprovalRequiredDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const approvalRequired = approval.data?.ruleApprovalRequired ?? false;
  const [submitRuleChange] = useMutation(SubmitRuleChangeDocument, {
    refetchQueries: [...refetchQueries, RuleChangeProposalsDocument],
    awaitRefetchQueries: true,
  });
  /** A direct save that the server refused for needing approval: learn that the setting is on now. */
  const direct = async <T,>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (needsApproval(error)) void approval.refetch();
      throw error;
    }
  };
  const list = useEditableList<RuleFragment, RuleValues>({
    noun: 'Rule',
    create: (input) => direct(() => createRule({ variables: { input } })),
    update: (id, input) => direct(() => updateRule({ variables: { id, input } })),
    remove: (id) => direct(() => deleteRule({ variables: { id } })),
  });

  /** With approval required: the change becomes a proposal for a second admin (or is applied, should the setting be off). */
  const propose = async (change: ProposedRuleChangeInput, name: string) => {
    const { data } = await submitRuleChange({ variables: { change } });
    if (data?.submitRuleChange.applied) notify('Change applied', name, 'success');
    else notify('Change proposed: a second admin must approve it', name, 'success');
  };
  const proposeSave = async (values: RuleValues) => {
    const input = itemInput(values);
    await propose(
      list.editing ? { action: 'UPDATE', ruleId: list.editing.id, update: input } : { action: 'CREATE', create: input },
      values.name,
    );
  };
  const proposeOrReport = (change: ProposedRuleChangeInput, name: string) => void propose(change, name).catch((error) => onError(error));
  const toggle = (rule: RuleFragment, enabled: boolean) =>
    approvalRequired ? proposeOrReport({ action: 'UPDATE', ruleId: rule.id, update: { enabled } }, rule.name) : list.toggle(rule, enabled);
  const remove = (rule: RuleFragment) =>
    approvalRequired ? proposeOrReport({ action: 'DELETE', ruleId: rule.id }, rule.name) : void list.remove(rule);

  /** What-if: the same input Save would send, replayed over past assessments without saving. */
  const preview = async (values: RuleValues) => {
    const input = itemInput(values);
    const change = list.editing
      ? { action: 'UPDATE' as const, ruleId: list.editing.id, update: input }
      : { action: 'CREATE' as const, create: input };
    const { data } = await client.query({ query: ReplayRuleChangeDocument, variables: { change }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('Could not preview the impact');
    return data.replayRuleChange;
  };

  return (
    <Stack>
      <AdminPageHeader
        title="Decision Rules"
        subtitle="Rules decide every assessment: any matching reject rule rejects, any matching warning gives caution"
        action={
          <Button colorPalette="blue" onClick={list.startCreate}>
            <LuPlus /> Create Rule
          </Button>
        }
      />
      <Stack gap="3">
        {loading && !data && [0, 1, 2].map((i) => <Skeleton key={i} height="24" borderRadius="md" />)}
        {data?.rules.length === 0 && <Text color="gray.600">No rules configured</Text>}
        {data?.rules.map((rule) => (
          <AdminItemCard
            key={rule.id}
            item={rule}
            testId="rule-card"
            badges={
              <>
                <Badge colorPalette={TYPE[rule.ruleType]?.palette}>{TYPE[rule.ruleType]?.label}</Badge>
                <Badge variant="outline">Priority {rule.priority}</Badge>
              </>
            }
            onToggle={(enabled) => toggle(rule, enabled)}
            onEdit={() => list.startEdit(rule)}
            onDelete={() => remove(rule)}
          >
            <Text fontSize="sm" fontFamily="mono">
              {fieldLabel(fields, rule.field)} {conditionText(rule.condition, rule.value)}
            </Text>
            <Text fontSize="sm">→ {rule.message}</Text>
          </AdminItemCard>
        ))}
      </Stack>
      {approvalRequired && <PendingProposals />}
      <VersionHistory />
      <RuleDialog
        open={list.open}
        rule={list.editing}
        fields={fields}
        onClose={list.close}
        onSave={approvalRequired ? proposeSave : list.save}
        onPreview={preview}
        proposing={approvalRequired}
      />
    </Stack>
  );
}
