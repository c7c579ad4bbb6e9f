import { Button, Card } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';

/** Export Report: the PDF renderer arrives with the worker issue; failures only log (spec §8). */
export function ExportReportCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Export Report</Card.Title>
        <Card.Description>Download the assessment as a PDF report.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Button variant="outline" alignSelf="flex-start" onClick={() => console.error('Failed to generate PDF')}>
          <LuDownload /> Download PDF Report
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
