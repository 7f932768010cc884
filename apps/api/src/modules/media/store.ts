import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MediaConfig } from '../../config';

/** Where uploaded files live: named by their content, so a name never points at two different pictures. */
export interface MediaStore {
  /** Stores `bytes` under `name` (`<hash>.<ext>`); the URL a browser loads it from. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes what `url` (a URL `put` gave) points at; a URL of another store is left alone. */
  remove(url: string): Promise<void>;
}

/** The path local uploads are served at (the storefront forwards /media/* to the API). */
export const UPLOADS_PATH = '/media/uploads/';
/** A name `put` gives: a content hash and the image's extension. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/** Files in a folder of the API's machine, served by the API at /media/uploads/<name> (the default). */
export class LocalMediaStore implements MediaStore {
  constructor(readonly dir: string) {}

  async put(name: string, bytes: Uint8Array): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), bytes);
    return `${UPLOADS_PATH}${name}`;
  }

  async remove(url: string): Promise<void> {
    const name = url.startsWith(UPLOADS_PATH) ? url.slice(UPLOADS_PATH.length) : '';
    if (UPLOAD_NAME.test(name)) await rm(join(this.dir, name), { force: true });
  }
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, DigitalOcean Spaces, MinIO …), its objects seen by browsers at
 * S3_PUBLIC_URL. For several API machines, where a local folder would hold each machine's uploads only.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly config: Extract<MediaConfig, { storage: 's3' }>) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<string> {
    const key = `products/${name}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${this.config.publicUrl}/${key}`;
  }

  async remove(url: string): Promise<void> {
    const prefix = `${this.config.publicUrl}/`;
    if (!url.startsWith(prefix)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: url.slice(prefix.length) }));
  }
}

export function createMediaStore(config: MediaConfig): MediaStore {
  return config.storage === 's3' ? new S3MediaStore(config) : new LocalMediaStore(config.dir);
}
