import { getToken } from './auth-token';
import { endSession } from './session';

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A file from the REST API, fetched with the session's token (a download link cannot carry it). A
 * 401 ends the session like every other 401; any other failure is thrown with the server's message.
 */
async function fetchFile(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getToken();
  const res = await fetch(path, { ...init, credentials: 'include', headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status === 401) void endSession('refused');
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return res;
}

/**
 * Spec §7: POST /api/assessments/{id}/pdf, saved as assessment-{companyName}.pdf. A binary file is
 * a poor fit for GraphQL, so this one call uses the REST path. Failures only log (spec §8).
 */
export async function downloadAssessmentPdf(id: string, companyName: string): Promise<void> {
  try {
    const res = await fetchFile(`/api/assessments/${id}/pdf`, { method: 'POST' });
    saveBlob(await res.blob(), `assessment-${companyName}.pdf`);
  } catch (error) {
    console.error('Failed to generate PDF', error);
  }
}

/** The file name a Content-Disposition header gives (its plain `filename`, the ASCII one the server sends). */
const attachmentName = (header: string | null) => /filename="([^"]+)"/.exec(header ?? '')?.[1];

/**
 * The book as CSV (GET /api/assessments/export.csv): every assessment matching the search and
 * status, in `sort` (REST takes the stored, lower-case values), saved under the name the server
 * gives it (the filter and the day in it). Throws on failure, for the caller to show.
 */
export async function downloadAssessmentsCsv(filter: { search: string | null; status: string | null; sort: string }): Promise<void> {
  const query = new URLSearchParams({ sort: filter.sort.toLowerCase() });
  if (filter.search) query.set('search', filter.search);
  if (filter.status) query.set('status', filter.status.toLowerCase());
  const res = await fetchFile(`/api/assessments/export.csv?${query.toString()}`);
  saveBlob(await res.blob(), attachmentName(res.headers.get('content-disposition')) ?? 'assessments.csv');
}
