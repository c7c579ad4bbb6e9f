import { Button, Center, EmptyState, Kbd, Stack, Text, VStack } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LuInbox } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { TableCard } from '../../../components/TableCard';
import { CasesDocument, type CaseFieldsFragment } from '../generated/graphql';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { BulkActions } from '../components/BulkActions';
import { CaseTable } from '../components/CaseTable';
import { InboxFilterBar } from '../components/InboxFilterBar';
import { casesVariables, filtersFromQuery, queryFromFilters, type InboxFilters } from '../inbox-filters';

/** Cases read a page at a time. */
const PAGE = 50;

/** Whether a key press belongs to a field, a button or a dialog rather than to the inbox's shortcuts. */
function typingElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"]'))
    return true;
  return event.key === 'Enter' && Boolean(target.closest('button, a'));
}

/**
 * /inbox: the cases to work, filtered and ordered by the address (/inbox?kind=four_eyes&assignee=anyone
 * is the reviews view), a page at a time with "Load more"; ticked rows take bulk actions. The
 * keyboard moves through the rows: j/k or the arrows, Enter opens, x ticks.
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const onError = useActionErrorHandler();
  const filters = useMemo(() => filtersFromQuery(params), [params]);
  const variables = useMemo(() => ({ ...casesVariables(filters), limit: PAGE }), [filters]);
  const view = JSON.stringify(variables);
  const { data, loading, error, refetch } = useQuery(CasesDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // Pages after the first, read with "Load more" for this view only.
  const [more, setMore] = useState<{ view: string; items: CaseFieldsFragment[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // What is ticked and which row the keyboard is on, for one view: a new view starts with neither.
  const [picked, setPicked] = useState<{ view: string; ids: Set<string>; focused: number }>({ view, ids: new Set(), focused: -1 });
  const current = picked.view === view ? picked : { view, ids: new Set<string>(), focused: -1 };
  const selected = current.ids;
  const focused = current.focused;
  const setSelected = useCallback(
    (update: (prev: Set<string>) => Set<string>) =>
      setPicked((p) => {
        const base = p.view === view ? p : { view, ids: new Set<string>(), focused: -1 };
        return { ...base, ids: update(base.ids) };
      }),
    [view],
  );
  const setFocused = useCallback(
    (update: number | ((prev: number) => number)) =>
      setPicked((p) => {
        const base = p.view === view ? p : { view, ids: new Set<string>(), focused: -1 };
        return { ...base, focused: typeof update === 'function' ? update(base.focused) : update };
      }),
    [view],
  );

  const extra = more?.view === view ? more : null;
  const cases = useMemo(() => {
    const first = data?.cases.items ?? [];
    const seen = new Set(first.map((c) => c.id));
    return [...first, ...(extra?.items ?? []).filter((c) => !seen.has(c.id))];
  }, [data, extra]);
  const nextCursor = extra ? extra.cursor : (data?.cases.nextCursor ?? null);

  const setFilters = (next: InboxFilters) => setParams(queryFromFilters(next), { replace: true });

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const res = await client.query({
        query: CasesDocument,
        variables: { ...variables, cursor: nextCursor },
        fetchPolicy: 'network-only',
      });
      const page = res.data?.cases;
      if (page) setMore({ view, items: [...(extra?.items ?? []), ...page.items], cursor: page.nextCursor ?? null });
    } catch (e) {
      onError(e, 'Could not load more cases');
    } finally {
      setLoadingMore(false);
    }
  };

  const toggle = useCallback(
    (id: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [setSelected],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingElsewhere(event) || cases.length === 0) return;
      const key = event.key;
      if (key === 'j' || key === 'ArrowDown') {
        event.preventDefault();
        setFocused((i) => Math.min(cases.length - 1, i + 1));
      } else if (key === 'k' || key === 'ArrowUp') {
        event.preventDefault();
        setFocused((i) => Math.max(0, i - 1));
      } else if (key === 'Enter' && focused >= 0 && cases[focused]) {
        event.preventDefault();
        void navigate(`/cases/${cases[focused].id}`);
      } else if (key === 'x' && focused >= 0 && cases[focused]) {
        event.preventDefault();
        toggle(cases[focused].id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [cases, focused, navigate, toggle, setFocused]);

  const afterBulk = () => {
    setSelected(() => new Set());
    setMore(null);
    void refetch();
  };

  return (
    <Stack gap="5">
      <PageHeader title="Inbox" subtitle="The cases to work: four-eyes reviews, alerts, periodic reviews and cases opened by hand" />
      <InboxFilterBar filters={filters} onChange={setFilters} />
      <Text fontSize="sm" color="gray.600" data-testid="keyboard-hint">
        Keyboard: <Kbd>j</Kbd>/<Kbd>k</Kbd> or <Kbd>↓</Kbd>/<Kbd>↑</Kbd> move between cases, <Kbd>Enter</Kbd> opens one, <Kbd>x</Kbd>{' '}
        selects it.
      </Text>
      {selected.size > 0 && <BulkActions ids={[...selected]} onDone={afterBulk} />}
      <TableCard
        label="Cases"
        loading={loading && !data}
        empty={
          error && !data ? (
            <Text color="red.600">{error.message}</Text>
          ) : cases.length === 0 ? (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <LuInbox />
                </EmptyState.Indicator>
                <VStack>
                  <EmptyState.Description>No cases match these filters.</EmptyState.Description>
                </VStack>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : null
        }
      >
        <CaseTable
          cases={cases}
          selected={selected}
          focused={focused}
          onToggle={toggle}
          onToggleAll={(all) => setSelected(() => (all ? new Set(cases.map((c) => c.id)) : new Set()))}
          onFocusRow={setFocused}
        />
      </TableCard>
      {nextCursor && (
        <Center>
          <Button variant="outline" onClick={() => void loadMore()} loading={loadingMore}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
