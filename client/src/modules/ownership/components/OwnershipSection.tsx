import { Box, Button, Checkbox, Collapsible, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useFieldArray, useFormState, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { LuChevronDown, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { OwnerKind } from '../generated/graphql';
import {
  descendantsOf,
  emptyOwner,
  formatShare,
  insertionPointUnder,
  leiFieldProblem,
  levelsOf,
  parentChoices,
  parentProblem,
  percentProblem,
  SUBJECT,
  type OwnerDraft,
} from '../owners-draft';
import { useOwnershipCatalog, type OwnershipCatalog } from '../hooks/useOwnershipCatalog';
import { useOwnershipPreview, type OwnershipFormValues, type OwnershipPreviewState } from '../hooks/useOwnershipPreview';
import { OwnershipAnalysisView } from './OwnershipAnalysisView';

const KINDS: { value: OwnerKind; label: string }[] = [
  { value: 'PERSON', label: 'Person' },
  { value: 'COMPANY', label: 'Company' },
];

/** How far each level above the first is indented, in Chakra spacing units (a row stays usable at 390 px). */
const INDENT = 3;

type RowErrors = Partial<Record<keyof OwnerDraft, FieldError>>;

/**
 * The wizard's optional "Ownership" section: the owners as a flat list of holdings, each a person or
 * a company holding a share of the assessed company or of a company row above it (shown indented
 * under it), and the computed beneficial owners and graph the API previews from them. The limits
 * and thresholds are the API's (Query.ownershipCatalog).
 */
export function OwnershipSection({ form, defaultOpen }: { form: UseFormReturn<OwnershipFormValues>; defaultOpen: boolean }) {
  const { control } = form;
  const catalog = useOwnershipCatalog();
  const { fields, append, insert, remove } = useFieldArray({ control, name: 'owners', keyName: 'key' });
  const owners = useWatch({ control, name: 'owners' }) ?? [];
  const companyName = useWatch({ control, name: 'companyName' }) ?? '';
  const { errors } = useFormState({ control, name: 'owners' });
  const ownerErrors = errors.owners as (RowErrors[] & { root?: FieldError; message?: string }) | undefined;
  const listError = ownerErrors?.root?.message ?? ownerErrors?.message;
  const preview = useOwnershipPreview(form);

  const [open, setOpen] = useState(defaultOpen);
  // Owners taken from the LEI register (or restored) open the section: the analyst sees what came in.
  const [seen, setSeen] = useState(fields.length);
  if (fields.length !== seen) {
    setSeen(fields.length);
    if (fields.length > seen) setOpen(true);
  }
  const expanded = open || !!ownerErrors;
  const full = catalog ? fields.length >= catalog.maxOwners : false;
  const levels = levelsOf(owners);

  const addUnder = (index: number) => insert(insertionPointUnder(owners, index), emptyOwner(owners[index].id), { shouldFocus: true });
  const removeRow = (index: number) => remove([index, ...descendantsOf(owners, index)]);

  return (
    <Collapsible.Root
      open={expanded}
      onOpenChange={(e) => setOpen(e.open)}
      borderWidth="1px"
      borderRadius="md"
      data-testid="ownership-section"
    >
      <Collapsible.Trigger asChild>
        <Button variant="ghost" width="full" justifyContent="space-between" px="4">
          <HStack gap="2">
            <Text as="span" fontWeight="semibold">
              Ownership
            </Text>
            <Text as="span" fontSize="sm" color="gray.600" fontWeight="normal">
              (optional{fields.length ? `, ${fields.length} holding${fields.length === 1 ? '' : 's'}` : ''})
            </Text>
          </HStack>
          <Box as={LuChevronDown} transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s" aria-hidden="true" />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="4" p="4" pt="2">
          <CatalogText catalog={catalog} />
          {fields.map((field, index) => (
            <OwnerRow
              key={field.key}
              form={form}
              index={index}
              owners={owners}
              level={levels[index] ?? 1}
              companyName={companyName}
              catalog={catalog}
              errors={ownerErrors?.[index]}
              onAddUnder={() => addUnder(index)}
              onRemove={() => removeRow(index)}
            />
          ))}
          {listError && (
            <Text color="red.700" fontSize="sm" role="alert">
              {listError}
            </Text>
          )}
          <HStack gap="3" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => append(emptyOwner(SUBJECT), { shouldFocus: true })} disabled={full}>
              <LuPlus /> Add owner
            </Button>
            {full && catalog && (
              <Text fontSize="sm" color="gray.700">
                At most {catalog.maxOwners} holdings.
              </Text>
            )}
          </HStack>
          {catalog && <PreviewPanel state={preview} catalog={catalog} />}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function CatalogText({ catalog }: { catalog: OwnershipCatalog | undefined }) {
  return (
    <Text fontSize="sm" color="gray.700">
      Who holds shares in the company, directly or through companies: a company owner may have owners of its own (add them under it).
      {catalog &&
        ` Up to ${catalog.maxOwners} holdings and ${catalog.maxLevels} levels above the company. A person holding ${formatShare(
          catalog.uboThresholdPercent,
        )} or more in all is a beneficial owner; listed owners holding ${formatShare(catalog.blockedThresholdPercent)} or more together block the company.`}{' '}
      Every owner is screened with the company.
    </Text>
  );
}

interface OwnerRowProps {
  form: UseFormReturn<OwnershipFormValues>;
  index: number;
  owners: readonly OwnerDraft[];
  level: number;
  companyName: string;
  catalog: OwnershipCatalog | undefined;
  errors: RowErrors | undefined;
  onAddUnder(): void;
  onRemove(): void;
}

function OwnerRow({ form, index, owners, level, companyName, catalog, errors, onAddUnder, onRemove }: OwnerRowProps) {
  const { register, control, getValues } = form;
  const owner = owners[index];
  if (!owner) return null;
  const name = owner.name.trim() || `Owner ${index + 1}`;
  const company = owner.kind === 'COMPANY';
  const choices = parentChoices(owners, index, companyName, catalog?.maxLevels);
  const parentLabel = choices.find((c) => c.value === owner.parentId)?.label;
  const atTop = catalog ? level >= catalog.maxLevels : false;
  const below = descendantsOf(owners, index).length;
  return (
    <Box
      role="group"
      aria-label={`Owner ${index + 1}: ${name}`}
      data-testid="owner-row"
      data-level={level}
      ms={INDENT * (level - 1)}
      borderWidth="1px"
      borderLeftWidth={level > 1 ? '4px' : '1px'}
      borderLeftColor={level > 1 ? 'blue.300' : undefined}
      borderRadius="md"
      p="3"
      bg="gray.50"
    >
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            Owner {index + 1}
            <Text as="span" fontWeight="normal" color="gray.700">
              {' '}
              · level {level}
              {parentLabel && owner.parentId ? ` · holds shares in ${parentLabel}` : ''}
            </Text>
          </Text>
          <HStack gap="1" wrap="wrap">
            {company && (
              <Button
                size="xs"
                variant="outline"
                onClick={onAddUnder}
                disabled={atTop || (catalog ? owners.length >= catalog.maxOwners : false)}
                aria-label={`Add an owner of ${name}`}
              >
                <LuPlus /> Add an owner
              </Button>
            )}
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={onRemove}
              aria-label={below ? `Remove ${name} and the ${below} holding${below === 1 ? '' : 's'} above it` : `Remove ${name}`}
            >
              <LuTrash2 /> Remove
            </Button>
          </HStack>
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
          <Field.Root invalid={!!errors?.name} required>
            <Field.Label>
              Owner’s name
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              bg="white"
              autoComplete="off"
              {...register(`owners.${index}.name`, { validate: (v?: string) => (v?.trim() ? true : 'Enter the owner’s name') })}
            />
            <Field.ErrorText>{errors?.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors?.kind}>
            <Field.Label>Person or company</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field bg="white" {...register(`owners.${index}.kind`)}>
                {KINDS.map((k) => (
                  <option key={k.value} value={k.value}>
                    {k.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors?.kind?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors?.percent} required>
            <Field.Label>
              Share held (%)
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              bg="white"
              inputMode="decimal"
              autoComplete="off"
              {...register(`owners.${index}.percent`, { validate: percentProblem })}
            />
            <Field.ErrorText>{errors?.percent?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors?.parentId}>
            <Field.Label>Holds shares in</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="white"
                {...register(`owners.${index}.parentId`, { validate: () => parentProblem(getValues('owners') ?? [], index) })}
              >
                {choices.map((c) => (
                  <option key={c.value || 'subject'} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors?.parentId?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors?.country}>
            <Field.Label>Owner’s country (optional)</Field.Label>
            <Input bg="white" autoComplete="off" {...register(`owners.${index}.country`)} />
            <Field.ErrorText>{errors?.country?.message}</Field.ErrorText>
          </Field.Root>
          {company || owner.lei ? (
            <Field.Root invalid={!!errors?.lei}>
              <Field.Label>Owner’s LEI (optional)</Field.Label>
              <Input
                bg="white"
                autoComplete="off"
                textTransform="uppercase"
                maxLength={40}
                {...register(`owners.${index}.lei`, { validate: leiFieldProblem })}
              />
              <Field.ErrorText>{errors?.lei?.message}</Field.ErrorText>
            </Field.Root>
          ) : (
            <Box />
          )}
        </SimpleGrid>
        <Field.Root invalid={!!errors?.direct}>
          <Controller
            control={control}
            name={`owners.${index}.direct`}
            render={({ field }) => (
              <Checkbox.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} colorPalette="blue">
                <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} name={field.name} />
                <Checkbox.Control />
                <Checkbox.Label>Held directly (not through a nominee, trust or other arrangement)</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <Field.ErrorText>{errors?.direct?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Box>
  );
}

/** The computed owners and graph under the editor, or why there are none yet. */
function PreviewPanel({ state, catalog }: { state: OwnershipPreviewState; catalog: OwnershipCatalog }) {
  if (state.status === 'blank') return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="ownership-preview">
      <Text role="status" aria-live="polite" fontSize="sm" fontWeight="semibold" mb="2">
        {state.status === 'incomplete' && 'Give every owner a name, a share and the company it holds shares in to see the computed owners.'}
        {state.status === 'loading' && 'Computing the owners…'}
        {state.status === 'error' && `Preview: ${state.message}`}
        {state.status === 'ready' && 'Computed owners (before screening)'}
      </Text>
      {state.status === 'ready' && (
        <OwnershipAnalysisView analysis={state.analysis} nodeWidth={catalog.nodeWidth} nodeHeight={catalog.nodeHeight} preview />
      )}
    </Box>
  );
}
