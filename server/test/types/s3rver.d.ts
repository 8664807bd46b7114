/** s3rver (a local S3-compatible server for tests) ships no types; only what the tests use is declared. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: any free port. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept. */
    directory: string;
    configureBuckets?: { name: string }[];
  }

  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export default S3rver;
}
