/** The one media pipeline (decisions 030, 031): upload reader, storage steps, variants, sweep. */
export { filesOf, ORIGINALS, originalKey, removeFiles, type MediaFileRow, type Variants } from './media';
export { createMediaService, photoVariantsJob, type MediaRecords, type MediaService } from './media.service';
export { mediaRecords } from './records';
export { placeMedia, type OrderEntry, type Placed } from './order';
export { multipartOptions, readUpload, type FileRule, type Upload, type UploadedFile, type UploadSpec } from './upload';
export { numberedParts, uploadForm } from './form-doc';
export { ADDRESS_SHARE, uploadBudget, type UploadBudget } from './fairness';
export {
  checkPrivateFile,
  privateMultipartOptions,
  readPrivateUpload,
  sendPrivateFile,
  storePrivateFile,
  type PrivateFile,
  type PrivateUpload,
  type PrivateUploadSpec,
} from './private-files';
export { photoRecoveryJob, stagingSweepJob } from './sweep';
