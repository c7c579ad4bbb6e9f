/** Queue of register imports; each job turns the stored (or fetched) files of one version into that version. */
export const LEI_IMPORT_QUEUE = 'lei.import';

export interface LeiImportJob {
  /** The register version the job imports (lei_register_versions.version). */
  version: number;
}
