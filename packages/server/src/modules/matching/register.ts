import { registerFaceMatcher, registerPlateMatcher } from '../../lib/matchers';
import { matchFaceDescriptor } from './faces';
import { matchPlateNumber } from './plates';

/** Imported once by app.ts: event ingest matches against the recognition lists from then on. */
registerFaceMatcher(matchFaceDescriptor);
registerPlateMatcher(matchPlateNumber);
