import { registerFaceMatcher, registerPlateMatcher } from '../../lib/matchers';
import { matchFaceDescriptors } from './faces';
import { matchPlateNumbers } from './plates';

/** Imported once by app.ts: event ingest matches against the recognition lists from then on. */
registerFaceMatcher(matchFaceDescriptors);
registerPlateMatcher(matchPlateNumbers);
