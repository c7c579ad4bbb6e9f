import { Badge, Box, Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type KeyboardEvent } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { LuSearch } from 'react-icons/lu';
import { LeiLookupDocument, LeiSearchDocument, type LeiLookupRecordFragment, type LeiSearchQuery } from '../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { addressText, countryName, statusText, withParentOwner, type LeiParentLike } from '../lei-record';
import { leiFieldProblem, normalizeLei, type OwnerDraft } from '../owners-draft';

/** The company fields a register record fills, with the LEI and the owners its parents join. */
export interface CompanyLeiValues {
  companyName: string;
  countryOfRegistration: string;
  countryOfBusiness: string;
  address: string;
  lei?: string;
  owners?: OwnerDraft[];
}

/** How many names a search of the register shows. */
const SEARCH_RESULTS = 10;

type Lookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; record: LeiLookupRecordFragment; filled: string[] }
  | { status: 'missing'; lei: string }
  | { status: 'error'; message: string };

type Search =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; name: string; records: LeiSearchQuery['searchLeiRegister'] }
  | { status: 'error'; message: string };

/**
 * The company's LEI (optional) with a lookup in the LEI register, and a search of the register by
 * name. A record found fills the legal name, address and country of registration, shows its
 * entity and registration status (a lapsed or retired LEI is flagged), and offers its direct and
 * ultimate parents as owners.
 */
export function LeiLookup({ form }: { form: UseFormReturn<CompanyLeiValues> }) {
  const apollo = useApolloClient();
  const { register, getValues, setValue, setError, clearErrors, control } = form;
  const { errors } = useFormState({ control, name: 'lei' });
  const owners = useWatch({ control, name: 'owners' }) ?? [];
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });

  const fill = (record: LeiLookupRecordFragment): string[] => {
    const options = { shouldDirty: true, shouldValidate: false } as const;
    const filled: string[] = [];
    const put = (field: 'companyName' | 'address' | 'countryOfRegistration' | 'countryOfBusiness', value: string, label: string) => {
      if (!value) return;
      setValue(field, value, options);
      clearErrors(field);
      filled.push(label);
    };
    put('companyName', record.legalName, 'legal name');
    put('address', addressText(record.legalAddress), 'address');
    put('countryOfRegistration', countryName(record.jurisdiction ?? record.legalAddress.country), 'country of registration');
    if (!getValues('countryOfBusiness')?.trim()) {
      put('countryOfBusiness', countryName(record.headquartersAddress?.country ?? record.legalAddress.country), 'country of business');
    }
    return filled;
  };

  const lookUp = async (typed: string) => {
    const lei = normalizeLei(typed);
    const problem = leiFieldProblem(lei);
    if (!lei) return setError('lei', { type: 'lookup', message: 'Enter the LEI to look up' }, { shouldFocus: true });
    if (problem !== true) return setError('lei', { type: 'lookup', message: problem }, { shouldFocus: true });
    clearErrors('lei');
    setValue('lei', lei, { shouldDirty: true });
    setLookup({ status: 'loading' });
    try {
      const { data } = await apollo.query({ query: LeiLookupDocument, variables: { lei }, fetchPolicy: 'network-only' });
      const record = data?.leiRecord;
      if (!record) return setLookup({ status: 'missing', lei });
      setLookup({ status: 'found', record, filled: fill(record) });
    } catch (error) {
      const info = errorInfo(error);
      if (info.field === 'lei') {
        setError('lei', { type: 'server', message: info.message }, { shouldFocus: true });
        return setLookup({ status: 'idle' });
      }
      setLookup({ status: 'error', message: info.message });
    }
  };

  const runSearch = async () => {
    const name = searchText.trim();
    if (!name) return setSearch({ status: 'error', message: 'Enter a name to search for' });
    setSearch({ status: 'loading' });
    try {
      const { data } = await apollo.query({
        query: LeiSearchDocument,
        variables: { name, first: SEARCH_RESULTS },
        fetchPolicy: 'network-only',
      });
      setSearch({ status: 'done', name, records: data?.searchLeiRegister ?? [] });
    } catch (error) {
      setSearch({ status: 'error', message: errorInfo(error).message });
    }
  };

  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter looks up (or searches) instead of moving to the next step.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  const addParent = (parent: LeiParentLike, other: LeiParentLike | null | undefined) =>
    setValue('owners', withParentOwner(getValues('owners') ?? [], parent, other), { shouldDirty: true });
  const isOwner = (lei: string) => owners.some((o) => o.lei && normalizeLei(o.lei) === lei.toUpperCase());

  const leiRegistration = register('lei', { validate: leiFieldProblem });
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="lei-lookup">
      <Field.Root invalid={!!errors.lei}>
        <Field.Label>Legal Entity Identifier (LEI, optional)</Field.Label>
        <HStack gap="2" align="flex-start" width="full">
          <Input
            autoComplete="off"
            textTransform="uppercase"
            maxLength={40}
            placeholder="20 letters and digits"
            {...leiRegistration}
            onKeyDown={onEnter(() => void lookUp(getValues('lei') ?? ''))}
          />
          <Button variant="outline" onClick={() => void lookUp(getValues('lei') ?? '')} loading={lookup.status === 'loading'}>
            Look up
          </Button>
        </HStack>
        {errors.lei ? (
          <Field.ErrorText>{errors.lei.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>Looking it up in the LEI register fills the legal name, address and country of registration.</Field.HelperText>
        )}
      </Field.Root>

      <Box>
        <Button size="sm" variant="ghost" px="1" onClick={() => setSearchOpen((o) => !o)} aria-expanded={searchOpen}>
          <LuSearch /> {searchOpen ? 'Hide the register search' : 'Find the LEI by name'}
        </Button>
        {searchOpen && (
          <Stack gap="2" mt="2" role="search" aria-label="Search the LEI register">
            <Field.Root>
              <Field.Label>Legal name to search the LEI register for</Field.Label>
              <HStack gap="2" width="full">
                <Input
                  autoComplete="off"
                  value={searchText}
                  maxLength={200}
                  onChange={(e) => setSearchText(e.target.value)}
                  onKeyDown={onEnter(() => void runSearch())}
                />
                <Button variant="outline" onClick={() => void runSearch()} loading={search.status === 'loading'}>
                  Search
                </Button>
              </HStack>
            </Field.Root>
            <SearchResults
              search={search}
              onUse={(lei) => {
                setValue('lei', lei, { shouldDirty: true });
                void lookUp(lei);
              }}
            />
          </Stack>
        )}
      </Box>

      {lookup.status === 'missing' && (
        <Text role="status" fontSize="sm" color="orange.800">
          {lookup.lei} is not in the LEI register (or no register is loaded). It is sent with the assessment as typed.
        </Text>
      )}
      {lookup.status === 'error' && (
        <Text role="alert" fontSize="sm" color="red.700">
          Lookup failed: {lookup.message}
        </Text>
      )}
      {lookup.status === 'found' && <RecordView record={lookup.record} filled={lookup.filled} isOwner={isOwner} onAddParent={addParent} />}
    </Stack>
  );
}

function SearchResults({ search, onUse }: { search: Search; onUse(lei: string): void }) {
  if (search.status === 'idle') return null;
  if (search.status === 'loading') return <Text fontSize="sm">Searching the register…</Text>;
  if (search.status === 'error')
    return (
      <Text role="alert" fontSize="sm" color="red.700">
        {search.message}
      </Text>
    );
  return (
    <Stack gap="1" data-testid="lei-search-results">
      <Text role="status" fontSize="sm" color="gray.700">
        {search.records.length === 0
          ? `Nothing in the register matches “${search.name}”.`
          : `${search.records.length} match${search.records.length === 1 ? '' : 'es'} for “${search.name}”, best first`}
      </Text>
      <List.Root listStyleType="none" gap="1">
        {search.records.map((r) => (
          <List.Item key={r.lei} borderWidth="1px" borderRadius="md" p="2">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="medium">{r.legalName}</Text>
                <Text fontSize="sm" color="gray.700">
                  {r.lei} · {[r.legalAddress.city, countryName(r.jurisdiction ?? r.legalAddress.country)].filter(Boolean).join(', ')}
                  {r.flagged && (
                    <Badge colorPalette="red" ms="2">
                      {statusText(r.registrationStatus)}
                    </Badge>
                  )}
                </Text>
              </Stack>
              <Button size="xs" variant="outline" onClick={() => onUse(r.lei)} aria-label={`Use this LEI: ${r.legalName}`}>
                Use this LEI
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function RecordView({
  record,
  filled,
  isOwner,
  onAddParent,
}: {
  record: LeiLookupRecordFragment;
  filled: string[];
  isOwner(lei: string): boolean;
  onAddParent(parent: LeiParentLike, other: LeiParentLike | null | undefined): void;
}) {
  const parents = [
    { title: 'Direct parent', parent: record.directParent, other: record.ultimateParent },
    { title: 'Ultimate parent', parent: record.ultimateParent, other: record.directParent },
  ].filter((p): p is { title: string; parent: NonNullable<typeof p.parent>; other: typeof p.other } => !!p.parent);
  // The same company can be both (a group of two levels): offered once, as the direct parent.
  const offered = parents.filter((p, i) => i === 0 || p.parent.lei !== parents[0].parent.lei);
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="gray.50"
      role="region"
      aria-label="LEI register record"
      data-testid="lei-record"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{record.legalName}</Text>
          <Text fontSize="sm" color="gray.700">
            LEI {record.lei}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={record.entityStatus === 'ACTIVE' ? 'green' : 'orange'}>Entity {statusText(record.entityStatus)}</Badge>
          <Badge
            colorPalette={record.flagged ? 'red' : 'green'}
            variant={record.flagged ? 'solid' : 'subtle'}
            data-testid="lei-registration-status"
          >
            LEI {statusText(record.registrationStatus)}
            {record.flagged ? ' — flagged' : ''}
          </Badge>
        </HStack>
      </HStack>
      {record.flagged && (
        <Text fontSize="sm" color="red.700" fontWeight="medium">
          {record.flagReason ?? `The LEI is ${statusText(record.registrationStatus).toLowerCase()}: its data may be out of date.`}
        </Text>
      )}
      <Text fontSize="sm">Legal address: {addressText(record.legalAddress) || '—'}</Text>
      {record.headquartersAddress && <Text fontSize="sm">Headquarters: {addressText(record.headquartersAddress) || '—'}</Text>}
      <Text fontSize="sm">
        Jurisdiction: {record.jurisdiction ? `${countryName(record.jurisdiction)} (${record.jurisdiction})` : '—'}
        {record.registrationAuthorityId &&
          ` · Registration authority ${record.registrationAuthorityId}${record.registrationAuthorityEntityId ? `, ID ${record.registrationAuthorityEntityId}` : ''}`}
      </Text>
      {filled.length > 0 && (
        <Text role="status" fontSize="sm" color="green.800">
          Filled in from the register: {filled.join(', ')}.
        </Text>
      )}
      {offered.length === 0 ? (
        <Text fontSize="sm" color="gray.700">
          The register names no parent of this company.
        </Text>
      ) : (
        <Stack gap="1">
          {offered.map(({ title, parent, other }) => {
            const added = isOwner(parent.lei);
            const name = parent.legalName ?? parent.lei;
            return (
              <HStack key={title} justify="space-between" wrap="wrap" gap="2" data-testid="lei-parent">
                <Text fontSize="sm">
                  {title}:{' '}
                  <Text as="span" fontWeight="medium">
                    {name}
                  </Text>{' '}
                  ({[parent.lei, countryName(parent.country)].filter(Boolean).join(', ')})
                </Text>
                {added ? (
                  <Badge colorPalette="blue">Added as an owner</Badge>
                ) : (
                  <Button size="xs" variant="outline" onClick={() => onAddParent(parent, other)} aria-label={`Add as owner: ${name}`}>
                    Add as owner
                  </Button>
                )}
              </HStack>
            );
          })}
          <Text fontSize="xs" color="gray.700">
            A parent comes in as a company owner holding the share not yet given (100 % when none is): correct it under Ownership below.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
