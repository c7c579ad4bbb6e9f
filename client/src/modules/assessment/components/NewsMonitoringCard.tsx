import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { notify } from '../../../lib/toaster';

/** News Monitoring: the negative-news scan arrives with the news issue. */
export function NewsMonitoringCard() {
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>News Monitoring</Card.Title>
          <Button size="sm" variant="outline" onClick={() => notify('Scan Failed', 'The news scan is not available yet', 'error')}>
            <LuSearch /> Scan News
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Text color="gray.600">No news scan results available. Click "Scan News" to search for recent negative news about this company.</Text>
      </Card.Body>
    </Card.Root>
  );
}
