import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';

/**
 * One of the ten one-time recovery codes of an account's authenticator app, shown once when made.
 * Only an HMAC-SHA256 of the code is kept (keyed from JWT_SECRET: a stolen table alone cannot be
 * checked against guesses); `usedAt` set means it has been spent.
 */
@Entity({ tableName: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'text' })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
