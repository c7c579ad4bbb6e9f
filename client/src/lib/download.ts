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
 * Spec §7: POST /api/assessments/{id}/pdf, saved as assessment-{companyName}.pdf. A binary file is
 * a poor fit for GraphQL, so this one call uses the REST path. Failures only log (spec §8); a 401
 * ends the session like every other 401.
 */
export async function downloadAssessmentPdf(id: string, companyName: string): Promise<void> {
  try {
    const token = getToken();
    const res = await fetch(`/api/assessments/${id}/pdf`, {
      method: 'POST',
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.status === 401) void endSession('refused');
    if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
    saveBlob(await res.blob(), `assessment-${companyName}.pdf`);
  } catch (error) {
    console.error('Failed to generate PDF', error);
  }
}
