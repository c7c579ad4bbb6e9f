import { Alert, Button, Card, Field, Input, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { VersionNoteField, versionNoteRules } from '../../../components/VersionNoteField';
import {
  OwnershipSettingsChangeProposalsDocument,
  OwnershipSettingsDocument,
  SubmitOwnershipSettingsChangeDocument,
  type OwnershipSettingsQuery,
} from '../generated/graphql';
import { RuleApprovalRequiredDocument } from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';
import { OwnershipSettingsProposals } from '../components/OwnershipSettingsProposals';
import { formatPercent, formatThresholds, percentProblem } from '../format';

type Current = OwnershipSettingsQuery['ownershipSettings'];

interface FormValues {
  uboThresholdPercent: number;
  blockedOwnershipPercent: number;
  note: string;
}

const THRESHOLDS = [
  {
    name: 'uboThresholdPercent',
    label: 'UBO threshold (%)',
    helper:
      'A person holding at least this share, directly or along ownership chains (shares multiplied along each path, paths added), is a beneficial owner.',
  },
  {
    name: 'blockedOwnershipPercent',
    label: 'Blocked ownership threshold (%)',
    helper:
      "Owners with a confirmed or potential screening hit holding at least this share in aggregate make a finding on the company itself (OFAC's 50 % rule).",
  },
] as const;

/** The form of the two thresholds and a note: Save, or under four-eyes Send for approval. */
function OwnershipSettingsForm({ current, approvalRequired }: { current: Current; approvalRequired: boolean }) {
  const [submitChange] = useMutation(SubmitOwnershipSettingsChangeDocument, {
    refetchQueries: [OwnershipSettingsDocument, OwnershipSettingsChangeProposalsDocument],
    awaitRefetchQueries: true,
  });
  const form = useForm<FormValues>({
    defaultValues: {
      uboThresholdPercent: current.uboThresholdPercent,
      blockedOwnershipPercent: current.blockedOwnershipPercent,
      note: '',
    },
  });
  const { register, handleSubmit, formState } = form;
  const onError = useServerErrors(form);

  const save = handleSubmit(async ({ uboThresholdPercent, blockedOwnershipPercent, note }) => {
    try {
      const { data } = await submitChange({ variables: { uboThresholdPercent, blockedOwnershipPercent, note: note.trim() || null } });
      const outcome = data?.submitOwnershipSettingsChange;
      if (outcome?.applied === false) notify('Sent for approval', 'The thresholds change once a second admin approves it', 'success');
      else
        notify(
          'Ownership settings saved',
          outcome?.settings?.version != null ? `Version ${outcome.settings.version} applies to new and edited assessments` : undefined,
          'success',
        );
    } catch (error) {
      onError(error, 'Save failed', 'Could not save the ownership settings');
    }
  });

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={save} noValidate aria-label="Ownership settings">
          <Stack gap="4">
            <Text fontSize="sm" color="gray.700" data-testid="ownership-settings-current">
              {current.version == null
                ? `The configured defaults apply (${formatThresholds(current.defaults)}): no admin has saved a version yet.`
                : `Version ${current.version}, saved ${current.createdAt ? relativeTime(current.createdAt) : ''} by ${current.authorName ?? 'an admin'}${current.note ? ` — ${current.note}` : ''}.`}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {THRESHOLDS.map((t) => {
                const error = formState.errors[t.name];
                return (
                  <Field.Root key={t.name} invalid={!!error} required>
                    <Field.Label>{t.label}</Field.Label>
                    <Input
                      type="number"
                      step="any"
                      min={0}
                      max={100}
                      inputMode="decimal"
                      {...register(t.name, { valueAsNumber: true, validate: percentProblem })}
                    />
                    {error ? (
                      <Field.ErrorText>{error.message}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        {t.helper} Default {formatPercent(current.defaults[t.name])}.
                      </Field.HelperText>
                    )}
                  </Field.Root>
                );
              })}
            </SimpleGrid>
            <VersionNoteField error={formState.errors.note} registration={register('note', versionNoteRules)} />
            {approvalRequired && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>Ownership settings changes need a second admin's approval: saving sends the change for approval.</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={formState.isSubmitting}>
              {approvalRequired ? 'Send for approval' : 'Save as new version'}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/ownership-settings: the UBO and blocked ownership thresholds, changed under four-eyes when it is on. */
export function OwnershipSettingsPage() {
  const current = useQuery(OwnershipSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const approval = useQuery(RuleApprovalRequiredDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const settings = current.data?.ownershipSettings;
  const approvalRequired = approval.data?.ruleApprovalRequired ?? false;
  return (
    <Stack gap="4">
      <AdminPageHeader
        title="Ownership Settings"
        subtitle="The thresholds beneficial owners and aggregated blocked ownership are computed against, for new and edited assessments"
        action={null}
      />
      {settings ? (
        // A new version (saved here or elsewhere) starts the form afresh from it.
        <OwnershipSettingsForm key={settings.version ?? 'defaults'} current={settings} approvalRequired={approvalRequired} />
      ) : current.error ? (
        <Text color="red.700">Could not load the ownership settings: {current.error.message}</Text>
      ) : (
        <Stack gap="3">
          <VisuallyHidden>Loading the ownership settings</VisuallyHidden>
          <Skeleton height="32" borderRadius="md" />
        </Stack>
      )}
      {approvalRequired && <OwnershipSettingsProposals />}
    </Stack>
  );
}
