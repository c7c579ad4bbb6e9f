import { Badge, Box, Button, Collapsible, Field, Grid, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { useFieldArray, useFormState, type FieldError, type UseFormReturn } from 'react-hook-form';
import { LuChevronDown, LuPlus, LuX } from 'react-icons/lu';
import type { FinancialBox, Step5 } from '../../assessment/hooks/useWizard';
import {
  currencyValue,
  emptyStatement,
  isFinancialsBlank,
  MAX_PAYMENT_TERMS_DAYS,
  paymentTermsValue,
  type StatementDraft,
} from '../financials-draft';
import { COMMON_CURRENCIES, FIGURES, MAX_YEARS, PASTE_ORDER } from '../figures';
import { bindingText, formatAmount, formatScore, GRADE_PALETTE, zoneLabel } from '../format';
import { useCreditPreview, type CreditPreviewState } from '../hooks/useCreditPreview';
import { figureValue, isMultiCellPaste, parsePastedColumn } from '../paste';

/** The step-5 labels of the boxes the statements decide (spec §2, unchanged). */
const BOX_LABELS: Record<FinancialBox, string> = {
  hasSufficientLiquidity: 'Sufficient Liquidity',
  isProfitable: 'Recent Profitability',
  hasEquityAbove1M: 'Equity Above $1M',
  hasConsistentRevenue: 'Consistent/Growing Revenue',
};

type StatementField = keyof StatementDraft;

/** A form whose statements are in use must have them complete; a blank one sends none. */
const whenInUse =
  (check: (value: string) => string | true) =>
  (value: string | undefined, values: Step5): string | true =>
    isFinancialsBlank(values.financials) ? true : check(value ?? '');

const figureRule = (label: string, optional: boolean) =>
  whenInUse((value) => {
    const parsed = figureValue(value);
    if (parsed === undefined) return `${label} must be a number`;
    return parsed === null && !optional ? `${label} is required` : true;
  });

const RULES = {
  currency: whenInUse((v) =>
    !v.trim() ? 'Currency is required' : currencyValue(v) ? true : 'Enter a three-letter ISO 4217 code, e.g. USD',
  ),
  paymentTermsDays: whenInUse((v) =>
    paymentTermsValue(v) === undefined ? `Payment terms must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}` : true,
  ),
  requestedLimit: whenInUse((v) => {
    const limit = figureValue(v);
    if (limit === undefined) return 'Requested credit limit must be a number';
    return limit !== null && limit < 0 ? 'Requested credit limit cannot be negative' : true;
  }),
  fiscalYearEnd: whenInUse((v) => (v.trim() ? true : 'Fiscal year end is required')),
};

/** The step's optional "Financial statements" section: terms, one to three years side by side, and the preview. */
export function FinancialStatementsSection({ form, defaultOpen }: { form: UseFormReturn<Step5>; defaultOpen: boolean }) {
  const { control, register, setValue } = form;
  const { errors, isSubmitted } = useFormState({ control, name: 'financials' });
  const { fields, append, remove } = useFieldArray({ control, name: 'financials.statements' });
  const [open, setOpen] = useState(defaultOpen);
  const [pasteNote, setPasteNote] = useState<{ year: number; text: string; error: boolean } | null>(null);
  const preview = useCreditPreview(form);
  const financialErrors = errors.financials;
  // A refused figure must be visible: the section opens for errors and stays open while they last.
  const expanded = open || !!financialErrors;

  const onPaste = (year: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isMultiCellPaste(text)) return;
    event.preventDefault();
    const column = parsePastedColumn(text);
    if (!column.ok) {
      setPasteNote({ year, text: `Year ${year + 1}: nothing filled. ${column.message}.`, error: true });
      return;
    }
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    if (column.fiscalYearEnd) setValue(`financials.statements.${year}.fiscalYearEnd`, column.fiscalYearEnd, options);
    column.values.forEach((value, i) => setValue(`financials.statements.${year}.${FIGURES[i].key}`, value, options));
    const filled = column.values.filter(Boolean).length;
    setPasteNote({
      year,
      text: `Year ${year + 1}: filled ${filled} figure${filled === 1 ? '' : 's'} from the pasted column.`,
      error: false,
    });
  };

  const statementError = (year: number, field: StatementField): FieldError | undefined => financialErrors?.statements?.[year]?.[field];

  const cell = (year: number, field: StatementField, label: string, extra: { optional?: boolean; first?: boolean } = {}) => {
    const error = statementError(year, field);
    const rules = field === 'fiscalYearEnd' ? RULES.fiscalYearEnd : figureRule(label, !!extra.optional);
    return (
      <Field.Root key={`${fields[year].id}-${field}`} invalid={!!error} minW="0">
        <Input
          size="sm"
          bg="white"
          type={field === 'fiscalYearEnd' ? 'date' : 'text'}
          inputMode={field === 'fiscalYearEnd' ? undefined : 'decimal'}
          autoComplete="off"
          aria-label={`${label}, year ${year + 1}`}
          textAlign={field === 'fiscalYearEnd' ? 'start' : 'end'}
          {...register(`financials.statements.${year}.${field}`, { validate: rules })}
          onPaste={extra.first ? onPaste(year) : undefined}
        />
        <Field.ErrorText fontSize="xs">{error?.message}</Field.ErrorText>
      </Field.Root>
    );
  };

  const columns = `minmax(7.5rem, 12rem) repeat(${fields.length}, minmax(8.5rem, 1fr))`;

  return (
    <Collapsible.Root
      open={expanded}
      onOpenChange={(e) => setOpen(e.open)}
      borderWidth="1px"
      borderRadius="md"
      data-testid="financial-statements"
    >
      <Collapsible.Trigger asChild>
        <Button variant="ghost" width="full" justifyContent="space-between" px="4">
          <HStack gap="2">
            <Text as="span" fontWeight="semibold">
              Financial statements
            </Text>
            <Text as="span" fontSize="sm" color="gray.600" fontWeight="normal">
              (optional)
            </Text>
          </HStack>
          <Box as={LuChevronDown} transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s" aria-hidden="true" />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="4" p="4" pt="2">
          <Text fontSize="sm" color="gray.700">
            One to three fiscal years. The server computes ratios, Altman Z″, a scorecard grade and a suggested credit limit, and the boxes
            above that the figures decide are ticked for you (you can still change them).
          </Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root invalid={!!financialErrors?.currency}>
              <Field.Label>Currency</Field.Label>
              <Input
                list="credit-currency-codes"
                autoComplete="off"
                maxLength={3}
                placeholder="e.g. USD"
                textTransform="uppercase"
                {...register('financials.currency', { validate: RULES.currency })}
              />
              <datalist id="credit-currency-codes">
                {COMMON_CURRENCIES.map((code) => (
                  <option key={code} value={code} />
                ))}
              </datalist>
              {financialErrors?.currency ? (
                <Field.ErrorText>{financialErrors.currency.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>ISO 4217 code of every figure</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={!!financialErrors?.paymentTermsDays}>
              <Field.Label>Payment terms (days)</Field.Label>
              <Input
                type="number"
                min={0}
                max={MAX_PAYMENT_TERMS_DAYS}
                step={1}
                {...register('financials.paymentTermsDays', { validate: RULES.paymentTermsDays })}
              />
              <Field.ErrorText>{financialErrors?.paymentTermsDays?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!financialErrors?.requestedLimit}>
              <Field.Label>Requested credit limit (optional)</Field.Label>
              <Input
                inputMode="decimal"
                autoComplete="off"
                {...register('financials.requestedLimit', { validate: RULES.requestedLimit })}
              />
              <Field.ErrorText>{financialErrors?.requestedLimit?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>

          <Text fontSize="sm" color="gray.700" id="credit-paste-hint">
            Tip: paste a column copied from a spreadsheet into a year's Revenue to fill the year, in this order: {PASTE_ORDER} (a fiscal
            year end written YYYY-MM-DD may come first). Thousands separators are ignored, (1,234) is negative, and “-” or an empty cell
            leaves a figure empty.
          </Text>

          <Box overflowX="auto" pb="1">
            <Grid templateColumns={columns} gap="2" alignItems="start" minW="fit-content" data-testid="figure-grid">
              <Box {...FIRST_COLUMN} alignSelf="stretch" />
              {fields.map((field, year) => (
                <HStack key={field.id} justify="space-between" gap="1">
                  <Text fontWeight="semibold" fontSize="sm">
                    Year {year + 1}
                  </Text>
                  {fields.length > 1 && (
                    <Button size="xs" variant="ghost" aria-label={`Remove year ${year + 1}`} onClick={() => remove(year)}>
                      <LuX />
                    </Button>
                  )}
                </HStack>
              ))}
              <RowLabel label="Fiscal year end" />
              {fields.map((_, year) => cell(year, 'fiscalYearEnd', 'Fiscal year end'))}
              {FIGURES.map((figure, row) => (
                <FigureRow key={figure.key} label={figure.label} optional={figure.optional} first={row === 0}>
                  {fields.map((_, year) => cell(year, figure.key, figure.label, { optional: figure.optional, first: row === 0 }))}
                </FigureRow>
              ))}
            </Grid>
          </Box>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => append(emptyStatement(), { shouldFocus: false })}
              disabled={fields.length >= MAX_YEARS}
            >
              <LuPlus /> Add year
            </Button>
            <Text role="status" fontSize="sm" color={pasteNote?.error ? 'red.700' : 'gray.700'}>
              {pasteNote?.text}
            </Text>
          </HStack>
          <PreviewSummary state={preview} />
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The row labels stay in place while the years scroll sideways on a narrow screen (opaque, above
 * the inputs passing under them).
 */
const FIRST_COLUMN = { position: 'sticky', left: '0', bg: 'bg', zIndex: '1', 'data-first-column': '' } as const;

function RowLabel({ label, optional, hint }: { label: string; optional?: boolean; hint?: string }) {
  return (
    <Stack gap="0" pt="1.5" alignSelf="stretch" {...FIRST_COLUMN}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
        {optional && (
          <Text as="span" color="gray.600" fontWeight="normal">
            {' '}
            (optional)
          </Text>
        )}
      </Text>
      {hint && (
        <Text fontSize="xs" color="gray.600">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function FigureRow({ label, optional, first, children }: { label: string; optional: boolean; first: boolean; children: ReactNode }) {
  return (
    <>
      <RowLabel label={label} optional={optional} hint={first ? 'Paste a column here' : undefined} />
      {children}
    </>
  );
}

/** The compact preview under the statements: grade, score, Z″ and the suggested limit, or why there is none yet. */
function PreviewSummary({ state }: { state: CreditPreviewState }) {
  if (state.status === 'blank') return null;
  return (
    <Box role="status" aria-live="polite" borderWidth="1px" borderRadius="md" bg="gray.50" p="3" data-testid="credit-preview">
      {state.status === 'incomplete' && (
        <Text fontSize="sm" color="gray.700">
          {state.message
            ? `${state.message} to preview the grade and pre-tick the boxes.`
            : 'Fill in every required figure of each year to preview the grade and pre-tick the boxes.'}
        </Text>
      )}
      {state.status === 'loading' && (
        <Text fontSize="sm" color="gray.700">
          Previewing the credit analysis…
        </Text>
      )}
      {state.status === 'error' && (
        <Text fontSize="sm" color="red.700">
          Preview: {state.message}
        </Text>
      )}
      {state.status === 'ready' && (
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm" fontWeight="semibold">
              Preview
            </Text>
            <Badge colorPalette={GRADE_PALETTE[state.analysis.grade] ?? 'gray'} size="lg">
              Grade {state.analysis.grade}
            </Badge>
            <Text fontSize="sm">Score {formatScore(state.analysis.score)} / 100</Text>
            <Badge colorPalette={zoneLabel(state.analysis.altmanZ.zone).palette}>{zoneLabel(state.analysis.altmanZ.zone).label}</Badge>
          </HStack>
          <Text fontSize="sm">
            Suggested limit{' '}
            <Text as="span" fontWeight="semibold">
              {formatAmount(state.analysis.suggestedLimit.amount, state.analysis.suggestedLimit.currency)}
            </Text>{' '}
            ({bindingText(state.analysis.suggestedLimit.binding)})
            {state.analysis.requestedAboveSuggested &&
              ` — the requested ${formatAmount(state.analysis.requestedLimit, state.analysis.suggestedLimit.currency)} is above it`}
          </Text>
          {state.prefilled.length > 0 && (
            <Text fontSize="sm" color="gray.700">
              Set from the statements: {state.prefilled.map((box) => BOX_LABELS[box]).join(', ')}. You can still change them.
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
