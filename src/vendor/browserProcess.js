// Stands in for the `process` shim webpack provides in the browser (plugins/standIns.ts). What
// reads it in this bundle only asks whether it runs in Node (React's error reporting, umi-request's
// adapter, ProComponents' isBrowser): a plain object with no Node traits answers no.
export const env = {};
