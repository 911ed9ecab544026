import { mergeMessages, type Messages } from './merge';

/**
 * The Arabic strings every page may show: the app's own (locales/ar.json) and the listings' (cards and
 * prices appear on most pages). One chunk per language, so a page loads only its own language. Every
 * other feature's strings load with the pages that show them (features/<name>/locales/strings.ts).
 */
const catalogue: Messages = mergeMessages(
  import.meta.glob<Messages>(['./ar.json', '../features/realty/locales/ar.json'], { eager: true, import: 'default' }),
);
export default catalogue;
