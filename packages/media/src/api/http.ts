/** The API client shared by the platform's machines (see @argus/machine-client). */
export { describe, machineApi, settle, type ApiReply, type MachineApi } from '@argus/machine-client';
