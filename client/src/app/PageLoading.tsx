import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Main } from '../components/Landmarks';

/** What shows while a page (or the signed-in user) loads: announced politely to screen readers. */
export function PageLoading({ minH = '60vh' }: { minH?: string }) {
  return (
    <Center minH={minH} role="status" aria-live="polite">
      <Spinner size="lg" color="blue.500" aria-hidden />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}

/** The loading state of a whole page (no header around it yet): the page's main landmark, waiting. */
export function FullPageLoading() {
  return (
    <Main>
      <PageLoading minH="100vh" />
    </Main>
  );
}
