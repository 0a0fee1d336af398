import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserOwnedEntity } from '../../db/owned-entity';

/** Millisecond instants on both databases, like the workouts'. */
const instant = { type: 'datetime', precision: 3 } as const;

/**
 * A file uploaded for an import (POST /uploads), kept in the database so every replica can preview and import it,
 * its preview (asking again costs nothing) and the import's progress, which the page polls. One per user: a new
 * upload replaces the last (not while it is being read), an import deletes its upload in its own transaction, and
 * uploads untouched for an hour are deleted by the server's one-minute housekeeping.
 */
@Entity('data_uploads')
@Index('UQ_data_uploads_user', ['userId'], { unique: true })
@Index('IDX_data_uploads_updated', ['updatedAt'])
export class DataUploadEntity extends UserOwnedEntity {
  /** The import it was uploaded for (ImportKind). */
  @Column({ type: 'varchar', length: 20 })
  kind!: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  /** Bytes. */
  @Column({ type: 'int' })
  size!: number;

  /** uploaded ⇄ previewing; uploaded → importing → (deleted with the import's commit) | failed. */
  @Column({ type: 'varchar', length: 10 })
  status!: UploadStatus;

  @Column({ name: 'processed_rows', type: 'int', default: 0 })
  processedRows!: number;

  @Column({ name: 'total_rows', type: 'int', default: 0 })
  totalRows!: number;

  @Column({ name: 'created_at', ...instant })
  createdAt!: Date;

  /** Moves with every progress report: an import whose upload has not moved for two minutes is taken as dead. */
  @Column({ name: 'updated_at', ...instant })
  updatedAt!: Date;

  /**
   * The last preview's answer (JSON: the options it was read with and the summary, or the refusal), so asking again
   * with the same options reads nothing. At most PREVIEW_STORED_MAX bytes (upload.service.ts).
   */
  @Column({ type: 'text', nullable: true })
  preview!: string | null;
}

export type UploadStatus = 'uploaded' | 'previewing' | 'importing' | 'failed';

/** The file's bytes, in pieces that fit a BLOB column on every database (64 KB on MySQL). */
@Entity('data_upload_chunks')
@Index('IDX_data_upload_chunks_upload', ['uploadId', 'position'])
export class DataUploadChunkEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'upload_id', type: 'int' })
  uploadId!: number;

  @ManyToOne(() => DataUploadEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id' })
  upload?: Relation<DataUploadEntity>;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'blob' })
  data!: Buffer;
}
