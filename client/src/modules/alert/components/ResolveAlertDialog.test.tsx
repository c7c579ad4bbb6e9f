// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../app/system';
import type { AlertFieldsFragment, HitReviewDecision } from '../../../generated/graphql';
import { ResolveAlertDialog, type AlertFindings, type Resolution } from './ResolveAlertDialog';

const BOTH: HitReviewDecision[] = ['CONFIRMED', 'FALSE_POSITIVE'];

const alert = (kind: AlertFieldsFragment['kind']): AlertFieldsFragment => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  assessmentId: '00000000-0000-4000-8000-0000000000b1',
  companyName: 'Orion Shipping LLC',
  kind,
  summary: 'OFAC SDN v2 lists Orion Shipping LLC',
  createdAt: '2026-03-01T10:00:00.000Z',
  status: 'OPEN',
  resolvedBy: null,
  resolvedAt: null,
  note: null,
  viewerCan: { resolve: true, hitDecisions: [], refused: null },
});

/** Renders the dialog with the findings the server's viewerCan answers (by default: either, as for a new hit). */
function renderDialog(
  item: AlertFieldsFragment,
  onResolve: (a: AlertFieldsFragment, r: Resolution) => Promise<void>,
  findings: AlertFindings | null = item.kind === 'NEGATIVE_NEWS' ? null : { hitDecisions: BOTH, refused: null },
) {
  return render(
    <ChakraProvider value={system}>
      <ResolveAlertDialog alert={item} findings={findings} onClose={() => undefined} onResolve={onResolve} />
    </ChakraProvider>,
  );
}

/** The API's answer when the hit waits for a finding and none was sent. */
const findingRequired = () =>
  new CombinedGraphQLErrors({
    errors: [
      {
        message: 'This alert is about a screening hit no one has reviewed: choose the finding (confirmed or false positive)',
        extensions: { code: 'BAD_USER_INPUT', field: 'hitDecision' },
      },
    ],
  });

afterEach(cleanup);

describe('ResolveAlertDialog', () => {
  it('asks for no finding on a news alert', async () => {
    const onResolve = vi.fn(async () => undefined);
    renderDialog(alert('NEGATIVE_NEWS'), onResolve);
    await screen.findByRole('dialog');
    expect(screen.queryByText('Finding on the screening hit')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: '  Old story, already known  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(onResolve).toHaveBeenCalledWith(expect.anything(), { note: 'Old story, already known', hitDecision: null }));
  });

  it('sends the finding chosen on a screening alert, and shows the API’s demand for one on the choice', async () => {
    const onResolve = vi.fn(async (_a: AlertFieldsFragment, r: Resolution) => {
      if (!r.hitDecision) throw findingRequired();
    });
    renderDialog(alert('SCREENING_HIT'), onResolve);
    await screen.findByRole('dialog');
    expect(screen.getByRole('radio', { name: 'Confirmed match' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Same registry number' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/choose the finding/);

    fireEvent.click(screen.getByRole('radio', { name: 'False positive' }));
    // The radio group reports its new value a moment after the click.
    await waitFor(() => expect(screen.getByText('False positive').closest('label')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(onResolve).toHaveBeenLastCalledWith(expect.anything(), { note: 'Same registry number', hitDecision: 'FALSE_POSITIVE' }),
    );
  });

  it('disables the finding the server refuses the viewer, and says why', async () => {
    // An analyst on a confirmed match that left its list: only an admin clears it.
    renderDialog(alert('SCREENING_HIT_GONE'), async () => undefined, {
      hitDecisions: ['CONFIRMED'],
      refused: 'Only an admin can clear a confirmed sanctions or watchlist match',
    });
    await screen.findByRole('dialog');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Confirmed match' }).disabled).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'False positive' }).disabled).toBe(true);
    expect(screen.getByText(/Only an admin can clear a confirmed match\./)).toBeTruthy();
    cleanup();
    // An admin may record either.
    renderDialog(alert('SCREENING_HIT_GONE'), async () => undefined);
    await screen.findByRole('dialog');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'False positive' }).disabled).toBe(false);
    expect(screen.queryByText(/Only an admin/)).toBeNull();
  });

  it('asks for no finding on a screening alert whose hit needs none, and sends none', async () => {
    const onResolve = vi.fn(async () => undefined);
    renderDialog(alert('SCREENING_HIT'), onResolve, { hitDecisions: [], refused: null });
    await screen.findByRole('dialog');
    expect(screen.queryByText('Finding on the screening hit')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Reviewed on the assessment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(onResolve).toHaveBeenCalledWith(expect.anything(), { note: 'Reviewed on the assessment', hitDecision: null }),
    );
  });
});
