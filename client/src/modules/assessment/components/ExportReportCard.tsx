import { Button, Card } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { downloadAssessmentPdf } from '../../../lib/download';

/** Export Report: the PDF is rendered by a worker; a failure is only logged (spec §8). */
export function ExportReportCard({ id, companyName }: { id: string; companyName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadAssessmentPdf(id, companyName);
    setBusy(false);
  };
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Export Report</Card.Title>
        <Card.Description>Download the assessment as a PDF report.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Button variant="outline" alignSelf="flex-start" onClick={download} loading={busy} loadingText="Generating PDF...">
          <LuDownload /> Download PDF Report
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
