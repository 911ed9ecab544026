import { mergeMessages, type Messages } from './merge';

/**
 * Every English string: the app's own (locales/en.json) and each feature's
 * (the locales/en.json of each feature). One chunk per language, so a page loads only its own language.
 */
const catalogue: Messages = mergeMessages(
  import.meta.glob<Messages>(['./en.json', '../features/*/locales/en.json', '!../features/admin/locales/en.json'], {
    eager: true,
    import: 'default',
  }),
);
export default catalogue;
