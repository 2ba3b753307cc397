export interface GateUser {
  tfaRequired: boolean;
  tfaEnabled: boolean;
  passwordInitiallyChanged: boolean;
  passwordExpired: boolean;
  licenseAgreementAcceptedVersion: string | null;
}

export type StartupGate = 'tfa' | 'password' | 'app';

/** The full-screen gates, in order, once the current user has loaded. */
export function startupGate(user: GateUser, config: { initialPasswordChange: boolean }): StartupGate {
  if (user.tfaRequired && !user.tfaEnabled) return 'tfa';
  if ((!user.passwordInitiallyChanged && config.initialPasswordChange) || user.passwordExpired) return 'password';
  return 'app';
}

/** The licence agreement is shown over the app when a version is configured and differs from the accepted one. */
export function needsLicenseAgreement(user: GateUser, agreementVersion: string | null): boolean {
  return agreementVersion !== null && agreementVersion !== user.licenseAgreementAcceptedVersion;
}
