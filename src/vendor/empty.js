// Replaces `isomorphic-fetch` in the browser build: every browser the console supports has fetch.
export {};
