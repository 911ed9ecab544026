import { z } from 'zod';

/**
 * A combination of settings the server cannot run with, checked once every variable has parsed:
 * `message` is the one line start-up prints after "Invalid configuration: ".
 */
export interface SettingsRule<Env> {
  broken(env: Env): boolean;
  message: string | ((env: Env) => string);
}

/** A yes/no variable. */
export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A whole number in [min, max], with one message for every way to miss it. */
export function wholeNumber(min: number, max: number, error: string) {
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A whole number of seconds in [min, max]. */
export function seconds(min: number, max: number) {
  return wholeNumber(min, max, `must be a number of seconds (${min}-${max})`);
}
