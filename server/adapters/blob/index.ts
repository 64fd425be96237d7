// Picks the blob store from the configuration: local folder by default, S3 when S3_* are set.
import type { Config } from '../../config.js';
import { localBlobStore } from './local.js';
import { s3BlobStore } from './s3.js';
import type { BlobStore } from './store.js';

export async function createBlobStore(config: Config['blob']): Promise<BlobStore> {
  if (config.kind === 'local') return localBlobStore(config.dir);
  return s3BlobStore(config);
}
