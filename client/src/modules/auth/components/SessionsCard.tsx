import { Badge, Box, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuLogOut, LuMonitorSmartphone } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EndOtherSessionsDocument, EndSessionDocument, MySessionsDocument, type MySessionsQuery } from '../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { LabelledValue as Detail } from '../../../components/LabelledValue';

type Session = MySessionsQuery['mySessions'][number];

const METHOD_LABELS: Record<Session['method'], string> = {
  PASSWORD: 'Password',
  TOTP: 'Password and authenticator code',
  RECOVERY_CODE: 'Password and recovery code',
  PASSKEY: 'Passkey',
  SSO: 'Single sign-on',
};

const fullTime = (iso: string) => new Date(iso).toLocaleString();
const browserOf = (session: Session) => session.browser ?? 'Unknown browser';

function SessionRow({ session, onEnd }: { session: Session; onEnd(): void }) {
  const browser = browserOf(session);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" data-testid="session" data-current={session.current}>
      <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '4' }} align={{ base: 'stretch', md: 'center' }}>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <LuMonitorSmartphone aria-hidden />
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {browser}
            </Text>
            {session.current && (
              <Badge colorPalette="green" data-testid="current-session">
                This session
              </Badge>
            )}
          </HStack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }} wrap="wrap">
            <Detail label="Address">{session.address ?? 'Unknown'}</Detail>
            <Detail label="Signed in with">{METHOD_LABELS[session.method]}</Detail>
            <Detail label="Signed in">
              <time dateTime={session.createdAt} title={fullTime(session.createdAt)}>
                {new Date(session.createdAt).toLocaleDateString()}
              </time>
            </Detail>
            <Detail label="Last used">
              {session.current ? (
                'Now'
              ) : (
                <time dateTime={session.lastUsedAt} title={fullTime(session.lastUsedAt)}>
                  {relativeTime(session.lastUsedAt)}
                </time>
              )}
            </Detail>
          </Stack>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            alignSelf={{ base: 'flex-start', md: 'center' }}
            onClick={onEnd}
            aria-label={`End session: ${browser}, ${session.address ?? 'unknown address'}`}
          >
            <LuLogOut /> End
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The user's own signed-in sessions on /profile: where and how each was signed in and when it was
 * last used; ends one, or every one but this ("Sign out everywhere else"). Their tokens stop
 * working at once.
 */
export function SessionsCard() {
  const onError = useActionErrorHandler();
  const { data, loading, error, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [endSession, ending] = useMutation(EndSessionDocument);
  const [endOthers, endingOthers] = useMutation(EndOtherSessionsDocument);
  const [toEnd, setToEnd] = useState<Session | null>(null);
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const end = async () => {
    if (!toEnd) return;
    try {
      await endSession({ variables: { id: toEnd.id } });
      notify('Session ended', `${browserOf(toEnd)} is signed out.`, 'success');
    } catch (failure) {
      onError(failure, 'Session not ended');
    }
    setToEnd(null);
    await refetch();
  };

  const endEverywhereElse = async () => {
    try {
      const { data: ended } = await endOthers();
      const count = ended?.endOtherSessions ?? 0;
      notify('Signed out everywhere else', count === 1 ? '1 other session ended.' : `${count} other sessions ended.`, 'success');
    } catch (failure) {
      onError(failure, 'Sessions not ended');
    }
    setConfirmingOthers(false);
    await refetch();
  };

  return (
    <Card.Root data-testid="sessions-card">
      <Card.Header>
        <Card.Title>Sessions</Card.Title>
        <Card.Description>Where your account is signed in. End any session you do not recognise.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {loading && !data && [0, 1].map((i) => <Skeleton key={i} height="16" borderRadius="md" />)}
          {error && !data && <Text color="red.600">Your sessions could not be loaded.</Text>}
          {sessions.length > 0 && (
            <Stack as="ul" gap="2" aria-label="Sessions" m="0" p="0">
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} onEnd={() => setToEnd(session)} />
              ))}
            </Stack>
          )}
          {data && (
            <Button
              variant="outline"
              colorPalette="red"
              alignSelf="flex-start"
              disabled={others === 0}
              onClick={() => setConfirmingOthers(true)}
            >
              <LuLogOut /> Sign out everywhere else
            </Button>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={toEnd !== null}
        title="End session"
        confirmLabel="End session"
        busy={ending.loading}
        onConfirm={() => void end()}
        onClose={() => setToEnd(null)}
      >
        <Text>
          End the session of <strong>{toEnd ? browserOf(toEnd) : ''}</strong>
          {toEnd?.address ? ` at ${toEnd.address}` : ''}? It is signed out at once.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingOthers}
        title="Sign out everywhere else"
        confirmLabel="Sign out everywhere else"
        busy={endingOthers.loading}
        onConfirm={() => void endEverywhereElse()}
        onClose={() => setConfirmingOthers(false)}
      >
        <Text>
          End every other session of your account ({others === 1 ? '1 session' : `${others} sessions`})? They are signed out at once; this
          one stays.
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
