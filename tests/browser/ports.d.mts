export declare const APP_PORT: number;
export declare const PORTAL_PORT: number;
export declare const FOREIGN_PORT: number;
export declare const APP_ORIGIN: string;
export declare const TEST_PORTAL_ORIGIN: string;
export declare const FOREIGN_ORIGIN: string;
export declare const DEV_PORT: number;
