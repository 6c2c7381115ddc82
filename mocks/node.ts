import { setupServer } from 'msw/node';
import { handlers } from './index.ts';

/** Request interception for Node tests. */
export const server = setupServer(...handlers);
