import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import type { ApiScope } from '../generated/graphql';
import type { ApiKeyPolicy } from '../labels';

const toggled = <T,>(list: readonly T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

/** The scopes of a key as checkboxes, each with what it allows; at least one is needed (the caller's rule). */
export function ScopeCheckboxes({
  scopes,
  value,
  onChange,
  error,
}: {
  scopes: ApiKeyPolicy['scopes'];
  value: readonly ApiScope[];
  onChange(scopes: ApiScope[]): void;
  error?: { message?: string };
}) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>Scopes</Fieldset.Legend>
      <Stack gap="3" pt="1">
        {scopes.map((scope) => (
          <Checkbox.Root
            key={scope.scope}
            alignItems="flex-start"
            checked={value.includes(scope.scope)}
            onCheckedChange={(e) => onChange(toggled(value, scope.scope, e.checked === true))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Text as="span" fontWeight="medium">
                {scope.label}
              </Text>
              <Text as="span" display="block" fontSize="sm" color="gray.600" fontWeight="normal">
                {scope.help}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Fieldset.ErrorText>{error?.message}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** The rule of a scopes field: at least one. */
export const scopesRule = (v: readonly ApiScope[]) => (v.length ? true : 'Choose at least one scope');
