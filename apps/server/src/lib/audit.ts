/** Writes a staff action to the audit log (built once in services.ts from the admin repository). */
export type AuditRecorder = (entry: {
  actorId: number;
  action: string;
  entity: string;
  entityId: string;
  details: Record<string, unknown>;
}) => Promise<void>;
