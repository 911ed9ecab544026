/**
 * What other modules may use of content: the staff editor's upload reader (its routes live in admin/),
 * and a project's search text (the demo seed and the start-up backfill write it).
 */
export { projectSaveForm, readProjectUpload } from './project-upload';
export { projectSearchText } from './project-editor.repository';
