import type { Server } from 'node:http';
export declare function startStaticServer(options?: {
  dir?: string;
  port?: number | string;
  host?: string;
  fail?: (path: string) => boolean;
  onSent?: (path: string, bytes: number) => void;
  api?: (request: Request) => Promise<Response | undefined>;
  securityHeaders?: boolean;
  /** Serves https (and sends HSTS). */
  tls?: { key: Buffer; cert: Buffer };
}): Promise<Server>;
