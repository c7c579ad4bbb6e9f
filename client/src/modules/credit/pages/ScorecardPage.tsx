import { Alert, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { VersionNoteField, versionNoteRules } from '../../../components/VersionNoteField';
import {
  ReplayScorecardDocument,
  RuleApprovalRequiredDocument,
  SubmitScorecardChangeDocument,
  ScorecardChangeProposalsDocument,
  ScorecardDocument,
  ScorecardVersionsDocument,
  type ScorecardImpactFieldsFragment,
  type ScorecardQuery,
} from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';
import { BandsEditor, NumberField, type ScorecardForm } from '../components/ScorecardFields';
import { ScorecardHistory } from '../components/ScorecardHistory';
import { ScorecardImpact } from '../components/ScorecardImpact';
import { ScorecardProposals } from '../components/ScorecardProposals';
import { TableScroll } from '../../../components/TableCard';
import { GRADES } from '../grades';
import {
  BANDED_INPUTS,
  bestScore,
  REVIEW_POLICY,
  scorecardInputOf,
  serverErrorFields,
  TRADING_YEARS,
  ZONES,
  type ScorecardFormValues,
} from '../scorecard-form';

const MAX_SCORE = 100;

type CurrentVersion = ScorecardQuery['scorecard'];

/** A card of the editor: a titled group of the scorecard's fields. */
function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The grades A–E with their cut-offs, PD, limit multipliers and review interval, one row each. */
function GradesTable({ form }: { form: ScorecardForm }) {
  const columns = ['Minimum score', 'PD (fraction)', 'Net worth ×', 'Working capital ×', 'Revenue ×', 'Review (months)'];
  return (
    <Table.ScrollArea>
      <TableScroll label="Grades">
        <Table.Root size="sm" variant="outline" aria-label="Grades">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Grade</Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {GRADES.map((grade, i) => (
              <Table.Row key={grade} data-testid="grade-row">
                <Table.Cell fontWeight="semibold">{grade}</Table.Cell>
                <Table.Cell>
                  <NumberField
                    form={form}
                    name={`scorecard.grades.${i}.minScore`}
                    label={`Grade ${grade} minimum score`}
                    hideLabel
                    readOnly={grade === 'E'}
                  />
                </Table.Cell>
                <Table.Cell>
                  <NumberField form={form} name={`scorecard.grades.${i}.pd`} label={`Grade ${grade} probability of default`} hideLabel />
                </Table.Cell>
                <Table.Cell>
                  <NumberField
                    form={form}
                    name={`scorecard.grades.${i}.multipliers.netWorth`}
                    label={`Grade ${grade} net worth multiplier`}
                    hideLabel
                  />
                </Table.Cell>
                <Table.Cell>
                  <NumberField
                    form={form}
                    name={`scorecard.grades.${i}.multipliers.workingCapital`}
                    label={`Grade ${grade} working capital multiplier`}
                    hideLabel
                  />
                </Table.Cell>
                <Table.Cell>
                  <NumberField
                    form={form}
                    name={`scorecard.grades.${i}.multipliers.revenue`}
                    label={`Grade ${grade} revenue multiplier`}
                    hideLabel
                  />
                </Table.Cell>
                <Table.Cell>
                  <NumberField
                    form={form}
                    name={`scorecard.grades.${i}.reviewMonths`}
                    label={`Grade ${grade} review interval in months`}
                    hideLabel
                    integer
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </Table.ScrollArea>
  );
}

/** The editor of the current version: every input and grade, Preview impact, and Save with a note. */
function ScorecardEditor({ current, approvalRequired }: { current: CurrentVersion; approvalRequired: boolean }) {
  const client = useApolloClient();
  const [submitScorecard] = useMutation(SubmitScorecardChangeDocument, {
    refetchQueries: [ScorecardDocument, ScorecardVersionsDocument, ScorecardChangeProposalsDocument],
    awaitRefetchQueries: true,
  });
  const form = useForm<ScorecardFormValues>({ defaultValues: { scorecard: scorecardInputOf(current.scorecard), note: '' } });
  const { register, handleSubmit, control, formState, getValues } = form;
  // The server names fields as `scorecard.inputs.currentRatio.bands[2].points`: each goes on its input.
  const onError = useServerErrors(form, serverErrorFields(getValues()));
  const [impact, setImpact] = useState<ScorecardImpactFieldsFragment | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const scorecard = useWatch({ control, name: 'scorecard' });
  const best = bestScore(scorecard);

  const preview = handleSubmit(async ({ scorecard }) => {
    setPreviewing(true);
    try {
      const { data } = await client.query({ query: ReplayScorecardDocument, variables: { scorecard }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('Could not preview the impact');
      setImpact(data.replayScorecard);
    } catch (error) {
      setImpact(null);
      onError(error, 'Could not preview the impact');
    } finally {
      setPreviewing(false);
    }
  });

  const save = handleSubmit(async ({ scorecard, note }) => {
    try {
      const { data } = await submitScorecard({ variables: { scorecard, note: note.trim() || null } });
      const outcome = data?.submitScorecardChange;
      if (outcome?.applied === false) notify('Sent for approval', 'The scorecard changes once a second admin approves it', 'success');
      else
        notify(
          'Scorecard saved',
          outcome?.scorecard ? `Version ${outcome.scorecard.version} scores new and edited assessments` : undefined,
          'success',
        );
    } catch (error) {
      onError(error, 'Save failed', 'Could not save the scorecard');
    }
  });

  return (
    <form onSubmit={save} noValidate aria-label="Credit scorecard">
      <Stack gap="4">
        <Text fontSize="sm" color="gray.700" data-testid="scorecard-current">
          Version {current.version}, saved {relativeTime(current.createdAt)} by {current.authorName ?? 'the system'}
          {current.note ? ` — ${current.note}` : ''}. Scores add up to at most {MAX_SCORE}; an input that cannot be computed scores 0.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Section title="Altman Z″ zone" description="Points for the zone of the latest year's Z″.">
            <Stack gap="3">
              {ZONES.map((z) => (
                <NumberField key={z.name} form={form} name={`scorecard.inputs.altmanZone.points.${z.name}`} label={z.label} />
              ))}
            </Stack>
          </Section>
          <Section title="Trading years" description="Points for the wizard's Trading Years answer.">
            <Stack gap="3">
              {TRADING_YEARS.map((y) => (
                <NumberField key={y.name} form={form} name={`scorecard.inputs.tradingYears.points.${y.name}`} label={y.label} />
              ))}
            </Stack>
          </Section>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {BANDED_INPUTS.map((input) => (
            <Section
              key={input.name}
              title={input.label}
              description={`${input.unit}. Bands are tried in order; the first the value meets gives its points.`}
            >
              <BandsEditor form={form} name={input.name} label={input.label} />
            </Section>
          ))}
        </SimpleGrid>
        <Section
          title="Grades"
          description="A score reaching a grade's minimum gets it (E takes the rest). PD is indicative, not calibrated: 0.04 = 4 %. The suggested limit is the least of the multipliers times tangible net worth, positive working capital and revenue × payment terms / 365."
        >
          <GradesTable form={form} />
        </Section>
        <Section
          title="Review policy"
          description="When a counterparty without a grade is reviewed again, by decision (a grade's own review interval is in the grade table). The cooldown stops a new assessment improving a grade lowered by a downgrade, unless an admin overrides it; 0 turns it off."
        >
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
            {REVIEW_POLICY.map((f) => (
              <NumberField key={f.name} form={form} name={`scorecard.review.${f.name}`} label={f.label} integer />
            ))}
          </SimpleGrid>
        </Section>
        <Text fontSize="sm" color={best > MAX_SCORE ? 'red.700' : 'gray.700'} data-testid="best-score">
          Best possible score: {best} of {MAX_SCORE}
          {best > MAX_SCORE ? ' — lower some points before saving' : ''}
        </Text>
        <VersionNoteField error={formState.errors.note} registration={register('note', versionNoteRules)} />
        {approvalRequired && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              Scorecard changes need a second admin's approval: saving sends the change for approval with its impact.
            </Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" colorPalette="blue" onClick={preview} loading={previewing}>
            Preview impact
          </Button>
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
            {approvalRequired ? 'Send for approval' : 'Save as new version'}
          </Button>
        </HStack>
        {impact && <ScorecardImpact result={impact} />}
      </Stack>
    </form>
  );
}

/** /admin/scorecard: the credit scorecard, its what-if replay over the stored analyses, and its versions. */
export function ScorecardPage() {
  const current = useQuery(ScorecardDocument, { fetchPolicy: 'cache-and-network' });
  const versions = useQuery(ScorecardVersionsDocument, { variables: { limit: 20 }, fetchPolicy: 'cache-and-network' });
  const approval = useQuery(RuleApprovalRequiredDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const version = current.data?.scorecard;
  const approvalRequired = approval.data?.ruleApprovalRequired ?? false;
  return (
    <Stack gap="4">
      <AdminPageHeader
        title="Credit Scorecard"
        subtitle="Points per band of each input add up to a score of 0–100, which gives the grade, its PD and the suggested limit"
        action={null}
      />
      {version ? (
        // A new version (saved here or elsewhere) starts the editor afresh from it.
        <ScorecardEditor key={version.version} current={version} approvalRequired={approvalRequired} />
      ) : current.error ? (
        <Text color="red.700">Could not load the scorecard: {current.error.message}</Text>
      ) : (
        <Stack gap="3">
          <VisuallyHidden>Loading the scorecard</VisuallyHidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="32" borderRadius="md" />
          ))}
        </Stack>
      )}
      {approvalRequired && <ScorecardProposals />}
      <ScorecardHistory versions={versions.data?.scorecardVersions ?? []} />
    </Stack>
  );
}
