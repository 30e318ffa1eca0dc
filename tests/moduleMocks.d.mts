export declare const FILES_WITH_MODULE_MOCKS: string[];
