import type { SqlRunner } from '../../core/sql.js';
import { LeiVersionStatus } from './lei-register-version.entity.js';

/** Versions listed in the register's state, newest first. */
export const MAX_VERSIONS_LISTED = 20;

export interface LeiRegisterVersionView {
  version: number;
  status: LeiVersionStatus;
  /** upload or url. */
  source: string;
  level1Url: string | null;
  level2Url: string | null;
  recordsRead: number;
  relationshipsRead: number;
  bytesRead: number;
  bytesTotal: number | null;
  /** 0–100 from the bytes read; 100 once active. */
  progressPercent: number;
  changes: number | null;
  error: string | null;
  createdAt: Date;
  activatedAt: Date | null;
}

export interface LeiRegisterState {
  /** The version lookups read; null before any import completed. */
  active: LeiRegisterVersionView | null;
  versions: LeiRegisterVersionView[];
}

interface VersionRow {
  version: number;
  status: LeiVersionStatus;
  source: string;
  level1_url: string | null;
  level2_url: string | null;
  records_read: number;
  relationships_read: number;
  bytes_read: number;
  bytes_total: number | null;
  changes: number | null;
  error: string | null;
  created_at: Date;
  activated_at: Date | null;
}

function viewOf(row: VersionRow): LeiRegisterVersionView {
  const bytesTotal = row.bytes_total === null ? null : Number(row.bytes_total);
  const bytesRead = Number(row.bytes_read);
  const progressPercent =
    row.status === LeiVersionStatus.ACTIVE || row.status === LeiVersionStatus.SUPERSEDED
      ? 100
      : bytesTotal
        ? Math.min(99, Math.floor((bytesRead / bytesTotal) * 100))
        : 0;
  return {
    version: Number(row.version),
    status: row.status,
    source: row.source,
    level1Url: row.level1_url,
    level2Url: row.level2_url,
    recordsRead: Number(row.records_read),
    relationshipsRead: Number(row.relationships_read),
    bytesRead,
    bytesTotal,
    progressPercent,
    changes: row.changes === null ? null : Number(row.changes),
    error: row.error,
    createdAt: new Date(row.created_at),
    activatedAt: row.activated_at ? new Date(row.activated_at) : null,
  };
}

/** The active version and the latest MAX_VERSIONS_LISTED versions with their progress. */
export async function leiRegisterState(run: SqlRunner): Promise<LeiRegisterState> {
  const rows = await run<VersionRow>(
    `(select * from lei_register_versions order by version desc limit $1)
     union
     (select * from lei_register_versions where status = $2)
     order by version desc`,
    [MAX_VERSIONS_LISTED, LeiVersionStatus.ACTIVE],
  );
  const versions = rows.map(viewOf);
  return { active: versions.find((v) => v.status === LeiVersionStatus.ACTIVE) ?? null, versions: versions.slice(0, MAX_VERSIONS_LISTED) };
}
