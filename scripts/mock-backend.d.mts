/** The fake backend (mock/handlers, bundled): answers a Fetch Request, or nothing for an unknown path. */
export declare function loadMockBackend(): Promise<(request: Request) => Promise<Response | undefined>>;
