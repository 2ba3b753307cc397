/** Face and object models shared by the edge and the server. */
export { loadVision, type LoadVisionOptions, type FaceDetector } from './models';
export { locateFaces, type LocatedFace, type RgbImage } from './locate';
export { describeLocated } from './described';
export { describeUpright, rollOf, MIN_ROLL, type Described } from './upright';
export { detectFaces, type DetectFacesOptions, type DetectedFace, type FacesResult, type Point } from './faces';
export {
  compareDescriptors,
  similarityFromDistance,
  distanceAtSimilarity,
  l2normalize,
  DISTANCE_AT_50,
  DISTANCE_AT_DEFAULT,
  DISTANCE_EXACT,
  MAX_MATCH_DISTANCE,
  type DescriptorComparison,
} from './descriptor';
export { cropFace, type CropOptions } from './crop';
export { detectObjects, locateObjects, type DetectObjectsOptions, type DetectedObject, type ObjectClass } from './objects';
export { VisionError, isVisionError, type VisionErrorCode, type VisionErrorType } from './errors';
export { probeImage } from './image';
export { toRect, type Rect } from './rect';
export { tf } from './runtime';
export { readPlates, loadPlateModels, type PlateRead, type PlateRegion, type ReadPlatesOptions } from './plates';
