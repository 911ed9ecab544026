import { mergeMessages, type Messages } from './merge';

/**
 * Every English string, each feature's included: what the server renderer shows pages with (it never
 * downloads anything) and what unit tests render with. The browser loads catalogue-en.ts and each
 * feature's strings with its pages instead.
 */
const catalogue: Messages = mergeMessages(
  import.meta.glob<Messages>(['./en.json', '../features/*/locales/en.json', '../features/*/locales/*/en.json'], {
    eager: true,
    import: 'default',
  }),
);
export default catalogue;
