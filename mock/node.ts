import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The fake backend for component tests (same handlers as the browser demo). */
export const server = setupServer(...handlers);
