/** What other modules may use of the money module (exchange rates, decision 040). */
export type { ExchangeRatesService } from './exchange-rates.service';
export { repriceJob } from './exchange-rates.service';
