import { Button, Card, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { LuSearch } from 'react-icons/lu';
import { SelectField } from '../../../components/FormFields';
import { ScreenDocument } from '../../../generated/graphql';
import { useServerErrors } from '../../../lib/useServerErrors';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { listsChecked, NEAR_MISS_SCORE, scorePercent, searchOutcome, SUBJECT_KINDS } from '../labels';
import { HitDetails } from './HitDetails';
import { ImportListsHint } from './ImportListsHint';

interface SearchValues {
  name: string;
  country: string;
  /** A list entity kind (the API's `schema`), or '' for any. */
  schema: string;
  /** Also show names scoring from NEAR_MISS_SCORE up to the match threshold. */
  nearMisses: boolean;
}

/**
 * Screens one name (optionally with a country and a kind of entity) against every active list, and
 * shows the hits with their scores and why they matched — or that no list was loaded, in which
 * case nothing was checked.
 */
export function ScreenNameCard() {
  const form = useForm<SearchValues>({ defaultValues: { name: '', country: '', schema: '', nearMisses: false } });
  const { register, handleSubmit, formState, control } = form;
  const onError = useServerErrors(form);
  const { user } = useCurrentUser();
  const [screen, { data, loading, variables }] = useLazyQuery(ScreenDocument, { fetchPolicy: 'network-only' });
  const errors = formState.errors;

  const submit = handleSubmit(async ({ name, country, schema, nearMisses }) => {
    try {
      await screen({
        variables: {
          name: name.trim(),
          country: country.trim() || null,
          schema: schema || null,
          minScore: nearMisses ? NEAR_MISS_SCORE : null,
        },
      });
    } catch (error) {
      onError(error, 'Screening Failed');
    }
  });

  const result = loading ? undefined : data?.screen;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Screen a name</Card.Title>
        <Card.Description>Search the active lists for a company or person, as assessments are screened.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <form onSubmit={submit} noValidate role="search" aria-label="Screen a name">
            <HStack gap="3" align="flex-start" wrap="wrap">
              <Field.Root required invalid={!!errors.name} flex="2" minW={{ base: 'full', sm: '60' }}>
                <Field.Label>Name to screen</Field.Label>
                <Input {...register('name', { validate: (v) => (v.trim() ? true : 'Enter a name to screen') })} />
                <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.country} flex="1" minW={{ base: 'full', sm: '40' }}>
                <Field.Label>Country (optional)</Field.Label>
                <Input placeholder="e.g. Russia or RU" {...register('country')} />
                <Field.ErrorText>{errors.country?.message}</Field.ErrorText>
              </Field.Root>
              <Stack flex="1" minW={{ base: 'full', sm: '40' }}>
                <SelectField label="Kind (optional)" error={errors.schema} registration={register('schema')} options={SUBJECT_KINDS} />
              </Stack>
              <Button type="submit" colorPalette="blue" mt={{ base: '0', sm: '6' }} loading={loading || formState.isSubmitting}>
                <LuSearch /> Screen
              </Button>
            </HStack>
            <Controller
              control={control}
              name="nearMisses"
              render={({ field }) => (
                <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} colorPalette="blue" mt="3">
                  <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} name={field.name} />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    Include near misses (scores from {scorePercent(NEAR_MISS_SCORE)} below the match threshold)
                  </Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          </form>
          <Stack gap="3" aria-live="polite" data-testid="screen-results">
            {result && (
              <Stack gap="0">
                <Text color={result.lists.length === 0 ? 'orange.800' : 'gray.700'} fontWeight="medium" data-testid="screen-outcome">
                  {searchOutcome(result.hits.length, result.lists, variables?.minScore != null ? result.minScore : undefined)}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {result.lists.length === 0 ? <ImportListsHint admin={user?.role === 'ADMIN'} /> : listsChecked(result.lists)}
                </Text>
              </Stack>
            )}
            {result?.hits.map((hit) => (
              <HitDetails key={`${hit.listName}/${hit.entityId}`} hit={hit} />
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
