import type { Permission } from '@argus/contracts';

/** The signed-in caller of a request, resolved once by the access layer. */
export interface Principal {
  userId: number;
  sessionId: string;
  organizationId: number | null;
  roleId: number | null;
  isSuperuser: boolean;
  groupIds: number[];
  permissions: readonly Permission[];
  tfaEnabled: boolean;
  tfaRequired: boolean;
}

/** Who did something, for the audit log and sign-in history. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
