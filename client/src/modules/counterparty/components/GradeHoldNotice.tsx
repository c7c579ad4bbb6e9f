import { Stack, Text } from '@chakra-ui/react';
import type { CounterpartyGradeHoldFragment } from '../generated/graphql';
import { formatDay } from '../format';

type Hold = NonNullable<CounterpartyGradeHoldFragment['gradeHold']>;

/**
 * The grade hold in force after a downgrade: a new assessment cannot give a better grade until it
 * ends, unless an admin's override (shown with who made it and why) lets the score alone decide.
 */
export function GradeHoldNotice({ hold }: { hold: Hold }) {
  const { override } = hold;
  return (
    <Stack gap="1" data-testid="grade-hold">
      <Text fontSize="sm" color="orange.800" fontWeight="semibold">
        Grade held at {hold.grade} until {formatDay(hold.until)} (since {formatDay(hold.since)})
      </Text>
      {override && (
        <Text fontSize="sm" color="gray.700" data-testid="grade-hold-override">
          Overridden by {override.byName} until {formatDay(override.until)}: {override.reason}
        </Text>
      )}
    </Stack>
  );
}
