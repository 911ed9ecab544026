/** What other modules may use of content: the staff editor's upload reader (its routes live in admin/). */
export { readProjectUpload } from './project-upload';
