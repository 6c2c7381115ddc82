import { setupWorker } from 'msw/browser';
import { handlers } from './index.ts';

/** Service worker for running the web app against the mocks in a browser. */
export const worker = setupWorker(...handlers);
