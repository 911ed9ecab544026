import { setupServer } from 'msw/node';

/**
 * The web tests' API: Mock Service Worker answers the app's own requests (fetch and the XHR uploads)
 * at the network edge, so the API client, its headers and its error handling run as in the browser.
 * Each test adds the answers it needs (`test/msw/contract.ts`); none is left over for the next.
 */
export const server = setupServer();
