import { Box, Circle, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

/**
 * The wizard's progress: an ordered list of the steps (WAI's pattern for a stepper), the step on
 * screen marked `aria-current="step"`, completed ones with a check mark. Not a tablist: the steps
 * are not tabs the user can switch between.
 */
export function WizardStepper({ steps, current }: { steps: readonly { title: string; description: string }[]; current: number }) {
  return (
    <Box as="nav" aria-label="Assessment progress" mb="6">
      <HStack as="ol" listStyleType="none" gap="3" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        {steps.map((s, i) => {
          const state = i < current ? 'complete' : i === current ? 'current' : 'upcoming';
          return (
            <HStack
              as="li"
              key={s.title}
              flex="1"
              minW="28"
              gap="2"
              align="flex-start"
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <Circle
                size="7"
                flexShrink="0"
                fontSize="sm"
                fontWeight="semibold"
                borderWidth="2px"
                borderColor={state === 'upcoming' ? 'gray.400' : 'blue.600'}
                bg={state === 'complete' ? 'blue.600' : 'white'}
                color={state === 'complete' ? 'white' : state === 'current' ? 'blue.700' : 'gray.600'}
                aria-hidden
              >
                {state === 'complete' ? <LuCheck /> : i + 1}
              </Circle>
              <Stack gap="0">
                <Text fontSize="sm" fontWeight={state === 'current' ? 'semibold' : 'medium'} color="gray.900">
                  {s.title}
                  <VisuallyHidden>{state === 'complete' ? ' (completed)' : state === 'current' ? ' (current step)' : ''}</VisuallyHidden>
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {s.description}
                </Text>
              </Stack>
            </HStack>
          );
        })}
      </HStack>
    </Box>
  );
}
