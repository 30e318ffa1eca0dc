import { handlersByArea } from '@@/plugin-areas/handlers';

/**
 * Every handler of the fake backend, one file per services file (src/services/<area>.ts
 * -> mock/handlers/<area>.ts, gathered by plugins/areas.ts); the browser worker, the Node server of the tests and the
 * HTTP backend of `npm run serve:backend` share them.
 * @internal exported for its tests
 */
export { handlersByArea };

export const handlers = Object.values(handlersByArea).flat();
