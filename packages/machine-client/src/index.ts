/** How the platform's machines (media service, edge) talk to the API: JSON calls, invitations, registration. */
export { describe, machineApi, settle, type ApiReply, type MachineApi } from './http';
export { identityKey, identityProof } from './identity';
export { currentInvitation, type InvitationSource } from './invitation';
export {
  forgetRegistration,
  identityFile,
  loadRegistration,
  register,
  registrationFile,
  RegistrationError,
  type Redemption,
  type Registration,
  type RegistrationStore,
} from './registration';
export { redactConsole, redactUrls, redactValue } from './redact';
export { createLogger, logOptions, REDACT } from './log';
export { answerMetrics, isLoopback, mayScrape, metricsEnabled, metricsToken, processRegistry, type ScrapeRequest } from './metrics';
export { ffmpegVersionOf, locateFfmpeg, MIN_FFMPEG, requireFfmpeg, type FfmpegBinaries } from './ffmpeg';
