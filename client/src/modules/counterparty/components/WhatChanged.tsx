import { Card, Field, NativeSelect, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { statusLabel } from '../../../components/StatusBadge';
import { AssessmentCreditDocument, AssessmentDetailDocument } from '../../../generated/graphql';
import { changesBetween, type Change } from '../diff';
import { formatDay } from '../format';
import type { HistoryPoint } from '../history';

/** One assessment's answers (with its screening) and statements, read as the record's page reads them. */
function useAssessment(id: string) {
  const options = { variables: { id }, skip: !id, errorPolicy: 'all', fetchPolicy: 'cache-first' } as const;
  const detail = useQuery(AssessmentDetailDocument, options);
  const credit = useQuery(AssessmentCreditDocument, options);
  const loading = detail.loading || credit.loading;
  const a = detail.data?.assessment;
  return loading || !a ? undefined : { detail: a, financials: credit.data?.assessment.financials };
}

function ChangeList({ title, changes }: { title: string; changes: Change[] }) {
  if (changes.length === 0) return null;
  // A list rather than a table: before and after stay side by side with the label above them, at any width.
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" as="h3">
        {title}
      </Text>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={title}>
        {changes.map((c, i) => (
          <Stack as="li" key={c.label} gap="0.5" py="2" borderTopWidth={i === 0 ? 0 : '1px'} data-testid="change-row">
            <Text fontSize="sm" fontWeight="medium">
              {c.label}
            </Text>
            <Text fontSize="sm" wordBreak="break-word">
              <Text as="span" color="gray.600">
                {c.before}
              </Text>
              <Text as="span" color="gray.600" aria-hidden>
                {' → '}
              </Text>
              <VisuallyHidden> changed to </VisuallyHidden>
              <Text as="span" fontWeight="semibold">
                {c.after}
              </Text>
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

const optionLabel = (p: HistoryPoint) =>
  `${formatDay(p.at)} · ${p.status ? statusLabel(p.status) : 'No decision'}${p.grade ? ` · ${p.grade}` : ''}`;

/** One of the two assessments "What changed" compares, by date and decision. */
function AssessmentPicker({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly HistoryPoint[];
  onChange(id: string): void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {optionLabel(p)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * "What changed" between two of the counterparty's assessments (the latest two unless picked):
 * the answers, the statements' figures and the screening hits that differ, labelled as the
 * record's page labels them.
 */
export function WhatChanged({ points }: { points: readonly HistoryPoint[] }) {
  // Newest first in the pickers.
  const options = [...points].reverse();
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  const to = picked.to ?? options[0]?.id ?? '';
  const from = picked.from ?? options[1]?.id ?? '';
  const before = useAssessment(from);
  const after = useAssessment(to);

  return (
    <Card.Root data-testid="what-changed">
      <Card.Header>
        <Card.Title as="h2">What changed</Card.Title>
      </Card.Header>
      <Card.Body>
        {options.length < 2 ? (
          <Text color="gray.600">One assessment so far: changes show once it is re-assessed.</Text>
        ) : (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <AssessmentPicker label="Compare" value={from} options={options} onChange={(id) => setPicked({ from: id, to })} />
              <AssessmentPicker label="With" value={to} options={options} onChange={(id) => setPicked({ from, to: id })} />
            </SimpleGrid>
            <Changed from={from} to={to} before={before} after={after} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Changed({
  from,
  to,
  before,
  after,
}: {
  from: string;
  to: string;
  before: ReturnType<typeof useAssessment>;
  after: ReturnType<typeof useAssessment>;
}) {
  if (from === to) return <Text color="gray.600">Pick two different assessments.</Text>;
  if (!before || !after) return <Skeleton height="24" borderRadius="md" />;
  const changes = changesBetween(before, after);
  const none = changes.answers.length + changes.figures.length + changes.screening.length === 0;
  if (none) return <Text color="gray.600">No answers, figures or screening hits differ.</Text>;
  return (
    <Stack gap="5">
      <ChangeList title="Answers" changes={changes.answers} />
      <ChangeList title="Figures" changes={changes.figures} />
      <ChangeList title="Screening hits" changes={changes.screening} />
    </Stack>
  );
}
