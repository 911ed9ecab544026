import { exchangeRatesResponse } from '@manara/shared/schemas/money';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { rates } from '../factories';

/**
 * The web tests' API: Mock Service Worker answers the app's own requests (fetch and the XHR uploads)
 * at the network edge, so the API client, its headers and its error handling run as in the browser.
 * Each test adds the answers it needs (`test/msw/contract.ts`); none is left over for the next. One
 * answer stays for every test: the exchange rates every price reads (the starting rates, checked
 * against their contract; a test about rates answers its own on top).
 */
export const server = setupServer(http.get('*/api/v1/exchange-rates/', () => HttpResponse.json(exchangeRatesResponse.parse(rates))));
