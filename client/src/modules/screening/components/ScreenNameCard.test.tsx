// @vitest-environment jsdom
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { system } from '../../../app/system';
import { MeDocument, ScreenDocument } from '../../../generated/graphql';
import { setToken } from '../../../lib/auth-token';
import { ScreenNameCard } from './ScreenNameCard';

type Mocks = NonNullable<MockedProviderProps['mocks']>;

const me = (role: 'ADMIN' | 'ANALYST') => ({
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: '00000000-0000-4000-8000-0000000000a1',
        email: 'jo@example.com',
        firstName: 'Jo',
        lastName: 'Analyst',
        profileImageUrl: null,
        role,
        approved: true,
        suspended: false,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    },
  },
});

const screened = (lists: { name: string; version: number }[], hits: unknown[] = []) => ({
  request: { query: ScreenDocument, variables: { name: 'Orion Shipping', country: null, schema: 'Company', minScore: null } },
  result: {
    data: {
      screen: {
        __typename: 'ScreeningSearchResult',
        minScore: 0.84,
        hits,
        lists: lists.map((l) => ({ __typename: 'ScreenedList', ...l })),
      },
    },
  },
});

async function search(mocks: Mocks) {
  render(
    <MockedProvider mocks={mocks}>
      <ChakraProvider value={system}>
        <MemoryRouter>
          <ScreenNameCard />
        </MemoryRouter>
      </ChakraProvider>
    </MockedProvider>,
  );
  const form = screen.getByRole('search', { name: 'Screen a name' });
  fireEvent.change(within(form).getByLabelText(/Name to screen/), { target: { value: ' Orion Shipping ' } });
  fireEvent.change(within(form).getByLabelText(/Kind/), { target: { value: 'Company' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Screen' }));
  return screen.findByTestId('screen-outcome');
}

beforeEach(() => setToken('a-token'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ScreenNameCard', () => {
  it('says that nothing was checked when no list is loaded, and points an admin to the watchlists', async () => {
    const outcome = await search([me('ADMIN'), screened([])]);
    expect(outcome.textContent).toBe('No lists are loaded: nothing was checked.');
    const link = await screen.findByRole('link', { name: /Import a list/ });
    expect(link.getAttribute('href')).toBe('/admin/watchlists');
  });

  it('asks an analyst to have the lists imported', async () => {
    await search([me('ANALYST'), screened([])]);
    await screen.findByText('Ask an administrator to import the sanctions and watch lists.');
    expect(screen.queryByRole('link', { name: /Import a list/ })).toBeNull();
  });

  it('counts the lists searched when nothing matched', async () => {
    const outcome = await search([
      me('ANALYST'),
      screened([
        { name: 'OFAC SDN', version: 3 },
        { name: 'UN', version: 1 },
      ]),
    ]);
    expect(outcome.textContent).toBe('No matches on 2 active lists');
    expect(screen.getByText('Checked against: OFAC SDN v3, UN v1')).toBeTruthy();
  });
});
