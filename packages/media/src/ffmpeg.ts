/** ffmpeg is located and checked in one place for the media service and the edge (@argus/machine-client). */
export { ffmpegVersionOf, locateFfmpeg, requireFfmpeg, type FfmpegBinaries } from '@argus/machine-client';
