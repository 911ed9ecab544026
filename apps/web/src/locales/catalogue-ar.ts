import { mergeMessages, type Messages } from './merge';

/**
 * Every Arabic string: the app's own (locales/ar.json) and each feature's
 * (the locales/ar.json of each feature). One chunk per language, so a page loads only its own language.
 */
const catalogue: Messages = mergeMessages(
  import.meta.glob<Messages>(['./ar.json', '../features/*/locales/ar.json'], { eager: true, import: 'default' }),
);
export default catalogue;
