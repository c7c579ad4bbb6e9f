import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BatchUpload } from './batch-upload.entity.js';

/** One parsed CSV row waiting for a worker; kept until its batch is done. */
@Entity({ tableName: 'batch_rows' })
export class BatchRow {
  @ManyToOne(() => BatchUpload, { primary: true, deleteRule: 'cascade' })
  batch!: BatchUpload;

  /** The row number a spreadsheet shows (the header is row 1). */
  @PrimaryKey({ type: 'integer' })
  rowNumber!: number;

  @Property({ type: 'json' })
  data!: Record<string, string>;
}
