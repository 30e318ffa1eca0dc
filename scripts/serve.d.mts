import type { Server } from 'node:http';
export declare function startStaticServer(options?: {
  dir?: string;
  port?: number | string;
  host?: string;
  fail?: (path: string) => boolean;
}): Promise<Server>;
