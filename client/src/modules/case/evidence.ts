import { getToken } from '../../lib/auth-token';
import { saveBlob } from '../../lib/download';
import { endSession } from '../../lib/session';
import { EVIDENCE_TOO_LARGE, MAX_EVIDENCE_BYTES } from './labels';

/**
 * A REST call with the session's token (uploads and downloads of evidence are not GraphQL). A 401
 * ends the session like every other 401; any other failure is thrown with the server's message
 * (the REST API answers errors as plain text).
 */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getToken();
  const res = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: { ...(init.headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (res.status === 401) void endSession('refused');
  if (!res.ok) throw new Error((await res.text()) || res.statusText);
  return res;
}

/** Attaches a file to a case (POST /api/cases/{id}/evidence?fileName=, the raw bytes as the body); refuses one over 25 MB before sending it. */
export async function uploadCaseEvidence(caseId: string, file: File): Promise<void> {
  if (file.size > MAX_EVIDENCE_BYTES) throw new Error(EVIDENCE_TOO_LARGE);
  const query = new URLSearchParams({ fileName: file.name });
  await send(`/api/cases/${encodeURIComponent(caseId)}/evidence?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });
}

/** Downloads an evidence file with the session's token and saves it under its own name. */
export async function downloadEvidence(evidence: { id: string; fileName: string; downloadUrl?: string | null }): Promise<void> {
  const res = await send(evidence.downloadUrl ?? `/api/evidence/${encodeURIComponent(evidence.id)}/download`);
  saveBlob(await res.blob(), evidence.fileName);
}
