import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { contentTypeOf, FileStorage, type StoredFile } from './file-storage.js';

export interface S3StorageSettings {
  bucket: string;
  /** Prepended to every key: `''`, or segments ending with `/` (`pitchside/uploads/`). */
  prefix: string;
  region: string;
  /** The server of an S3-compatible store (MinIO, Ceph, R2…); AWS's own endpoint when undefined. */
  endpoint: string | undefined;
  /** `bucket` in the path rather than in the host name, as most servers other than AWS expect. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A store that does not answer in time fails the request rather than holding it. */
const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 30_000;

/**
 * Uploaded files in an S3-compatible bucket, so that every API instance serves every file. Objects are
 * named `<prefix><relative path>`; the relative path is one this storage chose (see `FileStorage`).
 */
export class S3FileStorage extends FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    super();
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK adds CRC32 checksum headers by default, which several S3-compatible servers refuse or
      // mishandle; each request is still signed with its body's SHA-256, which the server verifies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
    });
  }

  protected async write(relative: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.settings.bucket, Key: this.key(relative), Body: data, ContentType: contentType, ContentLength: data.length,
    }));
  }

  /** Undefined when the bucket holds no such object; any other failure (access, network) is thrown. */
  protected async read(relative: string): Promise<StoredFile | undefined> {
    let object;
    try {
      object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(relative) }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const { Body: body, ContentLength: size } = object;
    if (!(body instanceof Readable) || size === undefined) {
      if (body instanceof Readable) body.destroy();
      throw new Error(`the object store answered ${relative} without a body or its length`);
    }
    return { stream: body, size, contentType: contentTypeOf(relative) };
  }

  /** Deleting an absent object succeeds (S3 answers 204 either way). */
  protected async delete(relative: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(relative) }));
  }

  override async close(): Promise<void> {
    this.client.destroy();
  }

  private key(relative: string): string {
    return `${this.settings.prefix}${relative}`;
  }
}

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
