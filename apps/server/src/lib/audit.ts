import type { Tx } from '../db/client';

/**
 * Writes a staff action to the audit log (modules/audit, built once in services.ts). Given `tx`, the
 * entry is written in that transaction: it is stored together with the change it records, or not at all.
 */
export type AuditRecorder = (
  entry: {
    actorId: number;
    action: string;
    entity: string;
    entityId: string;
    details: Record<string, unknown>;
  },
  tx?: Tx,
) => Promise<void>;
