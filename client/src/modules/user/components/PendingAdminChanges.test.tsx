// @vitest-environment jsdom
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../app/system';
import { ApproveAccountChangeDocument, type AccountChangeProposalFieldsFragment } from '../../../generated/graphql';
import { PendingAdminChanges } from './PendingAdminChanges';

type MockedProviderMocks = NonNullable<MockedProviderProps['mocks']>;

const PROPOSER = '00000000-0000-4000-8000-00000000000a';

// With the __typenames the cache needs (the generated types leave the nested ones out).
const reset = {
  __typename: 'AccountChangeProposal',
  id: '00000000-0000-4000-8000-0000000000c1',
  status: 'PENDING',
  action: 'RESET_PASSWORD',
  userId: '00000000-0000-4000-8000-0000000000d1',
  account: { __typename: 'ProposedAccountType', email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  proposedBy: { __typename: 'UserSummary', id: PROPOSER, firstName: 'Pat', lastName: 'Proposer', deleted: false },
  proposedAt: new Date().toISOString(),
  // As the server answers it to another admin; its proposer may not approve it (see `asProposer`).
  viewerCan: { __typename: 'ProposalViewerCan', approve: true, reject: true },
} as AccountChangeProposalFieldsFragment;

const asProposer = { ...reset, viewerCan: { ...reset.viewerCan, approve: false } };

function renderCard(proposal: AccountChangeProposalFieldsFragment, mocks: MockedProviderMocks = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <ChakraProvider value={system}>
        <PendingAdminChanges proposals={[proposal]} approvalRequired />
      </ChakraProvider>
    </MockedProvider>,
  );
}

afterEach(cleanup);

describe('PendingAdminChanges', () => {
  it('shows the proposer that their change waits for another admin: no Approve, only Withdraw', () => {
    renderCard(asProposer);
    const item = screen.getByTestId('admin-change');
    expect(within(item).getByText('Resetting the password of the admin Ada Admin')).toBeTruthy();
    expect(within(item).getByText('Waiting for another admin')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(item).getByRole('button', { name: /^Withdraw/ })).toBeTruthy();
    expect(within(item).getByText(/^Proposed by Pat Proposer/)).toBeTruthy();
  });

  it('lets another admin approve a reset, and shows them the temporary password once', async () => {
    const mocks: MockedProviderMocks = [
      {
        request: { query: ApproveAccountChangeDocument, variables: { id: reset.id } },
        result: {
          data: {
            approveAccountChange: {
              __typename: 'AccountChangeOutcome',
              applied: true,
              temporaryPassword: 'tmp-Password-123',
              user: {
                __typename: 'User',
                id: reset.userId,
                email: 'ada@example.com',
                firstName: 'Ada',
                lastName: 'Admin',
                profileImageUrl: null,
                role: 'ADMIN',
                approved: true,
                suspended: false,
                createdAt: '2026-03-01T10:00:00.000Z',
              },
              proposal: { ...reset, status: 'APPROVED' },
            },
          },
        },
      },
    ];
    renderCard(reset, mocks);
    const item = screen.getByTestId('admin-change');
    expect(within(item).queryByText('Waiting for another admin')).toBeNull();
    expect(within(item).getByRole('button', { name: /^Reject/ })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: /^Approve/ }));
    const password = await screen.findByTestId('temporary-password');
    expect((password as HTMLInputElement).value).toBe('tmp-Password-123');
    expect(screen.getByText(/Give this password to Ada Admin/)).toBeTruthy();
  });
});
