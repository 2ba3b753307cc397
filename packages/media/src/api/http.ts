/** The API client shared by the platform's machines (see @argus/machine-client). */
export { apiCall, describe, type ApiReply } from '@argus/machine-client';
