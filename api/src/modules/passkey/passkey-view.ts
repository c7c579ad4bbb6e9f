import type { Passkey } from './passkey.entity.js';

/** A passkey as its owner's list shows it: never its key. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  deviceType: string;
  backedUp: boolean;
  transports: string[];
}

export const viewOf = (p: Passkey): PasskeyView => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt ?? null,
  deviceType: p.deviceType,
  backedUp: p.backedUp,
  transports: p.transports,
});
