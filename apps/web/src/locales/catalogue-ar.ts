import { mergeMessages, type Messages } from './merge';

/**
 * Every Arabic string: the app's own (locales/ar.json) and each feature's
 * (the locales/ar.json of each feature). One chunk per language, so a page loads only its own language.
 * The staff area's strings load with it (features/admin/strings.ts).
 */
const catalogue: Messages = mergeMessages(
  import.meta.glob<Messages>(['./ar.json', '../features/*/locales/ar.json', '!../features/admin/locales/ar.json'], {
    eager: true,
    import: 'default',
  }),
);
export default catalogue;
