import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AccountChangeProposalsDocument,
  AdminApprovalRequiredDocument,
  SubmitAccountChangeDocument,
  UsersDocument,
  type AccountChangeOutcomeFieldsFragment,
  type SubmitAccountChangeInput,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { proposedToast } from '../labels';

/**
 * Submits an account change (create a user, change a role, reset a password) through
 * submitAccountChange. Applied at once, the outcome carries the account (and a reset's temporary
 * password) for the caller to announce; stored as a proposal (REQUIRE_ADMIN_APPROVAL), it toasts
 * that the change waits for a second admin and reads the pending changes again. Rejects with the
 * server's error.
 */
export function useAccountChange(): (input: SubmitAccountChangeInput) => Promise<AccountChangeOutcomeFieldsFragment | undefined> {
  const client = useApolloClient();
  const [submit] = useMutation(SubmitAccountChangeDocument);
  return useCallback(
    async (input) => {
      const { data } = await submit({ variables: { input } });
      const outcome = data?.submitAccountChange;
      if (!outcome) return undefined;
      if (!outcome.applied && outcome.proposal) {
        notify(...proposedToast(outcome.proposal), 'success');
        // The setting may have been turned on since the page loaded: learn it with the new proposal.
        await client.refetchQueries({ include: [AccountChangeProposalsDocument, AdminApprovalRequiredDocument] });
      } else if (input.action === 'CREATE_USER') {
        await client.refetchQueries({ include: [UsersDocument] });
      }
      return outcome;
    },
    [client, submit],
  );
}
