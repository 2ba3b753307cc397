import * as machine from '@argus/machine-client';
import { currentInvitation, type EdgeConfig } from '../config';

export { RegistrationError, type Registration } from '@argus/machine-client';

const store = (dataDir: string): machine.RegistrationStore => ({ dataDir, file: 'edge-registration.json' });

export const registrationFile = (dataDir: string) => machine.registrationFile(store(dataDir));
export const forgetRegistration = (dataDir: string) => machine.forgetRegistration(store(dataDir));

/** The stored registration, else redeems the invitation (POST /edges/register) and stores the credential. */
export function register(config: EdgeConfig, cap: number): Promise<machine.Registration> {
  return machine.register(store(config.dataDir), {
    apiUrl: config.apiUrl,
    invitation: currentInvitation(config),
    missingInvitation: 'ARGUS_EDGE_INVITATION or ARGUS_EDGE_INVITATION_FILE',
    path: '/api/v1/edges/register',
    body: { hostname: config.hostname, cap, version: config.version },
  });
}
