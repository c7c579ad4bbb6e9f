import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { LuSearch } from 'react-icons/lu';
import { ScreenDocument } from '../../../generated/graphql';
import { useServerErrors } from '../../../lib/useServerErrors';
import { HitDetails } from './HitDetails';

interface SearchValues {
  name: string;
  country: string;
}

/** Screens one name (and optionally a country) against every active list, and shows the hits. */
export function ScreenNameCard() {
  const form = useForm<SearchValues>({ defaultValues: { name: '', country: '' } });
  const { register, handleSubmit, formState } = form;
  const onError = useServerErrors(form);
  const [screen, { data, called, loading }] = useLazyQuery(ScreenDocument, { fetchPolicy: 'network-only' });
  const errors = formState.errors;

  const submit = handleSubmit(async ({ name, country }) => {
    try {
      await screen({ variables: { name: name.trim(), country: country.trim() || null } });
    } catch (error) {
      onError(error, 'Screening Failed');
    }
  });

  const hits = data?.screen.hits ?? [];
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
              <Field.Root required invalid={!!errors.name} flex="2" minW="60">
                <Field.Label>Name to screen</Field.Label>
                <Input {...register('name', { validate: (v) => (v.trim() ? true : 'Enter a name to screen') })} />
                <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.country} flex="1" minW="40">
                <Field.Label>Country (optional)</Field.Label>
                <Input placeholder="e.g. Russia or RU" {...register('country')} />
                <Field.ErrorText>{errors.country?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="blue" mt="6" loading={loading || formState.isSubmitting}>
                <LuSearch /> Screen
              </Button>
            </HStack>
          </form>
          <Stack gap="3" aria-live="polite" data-testid="screen-results">
            {called && !loading && data && hits.length === 0 && <Text color="gray.600">No matches on the active lists.</Text>}
            {hits.length > 0 && (
              <Text fontSize="sm" color="gray.600">
                {hits.length} {hits.length === 1 ? 'match' : 'matches'}, best first
              </Text>
            )}
            {hits.map((hit) => (
              <HitDetails key={`${hit.listName}/${hit.entityId}`} hit={hit} />
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
