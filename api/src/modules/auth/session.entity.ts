import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Contents of a session row; the JWT only carries the sid, so deleting the row revokes the token. */
export interface SessionData {
  userId: string;
}

@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  sid!: string;

  @Property({ type: 'json' })
  sess!: SessionData;

  @Property({ type: 'datetime' })
  @Index()
  expire!: Date;
}
