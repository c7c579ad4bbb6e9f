// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../app/system';
import { WizardStepper } from './WizardStepper';

const STEPS = [
  { title: 'Company Info', description: 'Basic details' },
  { title: 'Business Rationale', description: 'Purpose & contacts' },
  { title: 'Company History', description: 'Legal & references' },
];

describe('WizardStepper', () => {
  it('is an ordered list in a labelled nav, the step on screen marked aria-current="step" — not a tablist', () => {
    const { getByRole, queryByRole } = render(
      <ChakraProvider value={system}>
        <WizardStepper steps={STEPS} current={1} />
      </ChakraProvider>,
    );
    expect(queryByRole('tablist')).toBeNull();
    expect(queryByRole('tab')).toBeNull();
    const nav = getByRole('navigation', { name: 'Assessment progress' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    // Completed steps say so (and show a check), the current one too; the numbers are aria-hidden.
    expect(items.map((li) => li.textContent)).toEqual([
      'Company Info (completed)Basic details',
      '2Business Rationale (current step)Purpose & contacts',
      '3Company HistoryLegal & references',
    ]);
    expect(items[0].querySelector('svg')).not.toBeNull();
    expect(items[2].querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
  });
});
