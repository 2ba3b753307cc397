import * as machine from '@argus/machine-client';
import { currentInvitation, type ApiClientConfig } from './config';

export { RegistrationError, type Registration } from '@argus/machine-client';

const store = (dataDir: string): machine.RegistrationStore => ({ dataDir, file: 'api-registration.json' });

export const registrationFile = (dataDir: string) => machine.registrationFile(store(dataDir));
export const forgetRegistration = (dataDir: string) => machine.forgetRegistration(store(dataDir));

/** The stored registration, else redeems the invitation (POST /streamservers/register) and stores the credential. */
export function register(config: ApiClientConfig, dataDir: string): Promise<machine.Registration> {
  return machine.register(store(dataDir), {
    apiUrl: config.apiUrl,
    invitation: currentInvitation(config),
    missingInvitation: 'ARGUS_MEDIA_INVITATION or ARGUS_MEDIA_INVITATION_FILE',
    path: '/api/v1/streamservers/register',
    body: { hostname: config.hostname, version: config.version },
  });
}
